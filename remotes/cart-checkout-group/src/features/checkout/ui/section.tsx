import type { ReactNode } from 'react';
import { theme } from '@market/ui';

/**
 * One part of the checkout page: a bordered box headed by its title (a level-2 heading), drawn with the theme's
 * tokens as antd's small card is. Not antd's Card itself: it is in `@market/ui/extras` (with Tabs, Menu, List,
 * Result and the toasts), a 93 KB chunk that checkout's first load would download and evaluate for this box alone.
 */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section style={{ background: token.colorBgContainer, border: line, borderRadius: token.borderRadiusLG, color: token.colorText }}>
      <div style={{ boxSizing: 'border-box', display: 'flex', alignItems: 'center', minHeight: token.fontSize * token.lineHeight + token.paddingXS * 2, paddingInline: token.paddingSM, borderBlockEnd: line }}>
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{title}</h2>
      </div>
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </section>
  );
}
