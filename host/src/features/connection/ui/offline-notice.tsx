import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $offline } from '@market/bus';
import { theme, Typography } from '@market/ui';
import { watchConnection } from '../model/connection.ts';

/** Follows the connection while the app runs (rendered once, by the shell's effects). */
export function ConnectionWatch() {
  useEffect(() => watchConnection(), []);
  return null;
}

/**
 * A polite status line under the header while the shopper is offline: what still works and what waits. The live
 * region is always there (empty online), so a screen reader announces the line as it comes.
 */
export function OfflineNotice() {
  const { t } = useTranslation('host');
  const offline = useUnit($offline);
  const { token } = theme.useToken();
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <div
          style={{
            background: token.colorWarningBg,
            borderBlockEnd: `1px solid ${token.colorWarningBorder}`,
            paddingBlock: token.paddingXS,
            paddingInline: token.padding,
            textAlign: 'center',
          }}
        >
          <Typography.Text strong>{t('offline.title')}</Typography.Text> <Typography.Text>{t('offline.text')}</Typography.Text>
        </div>
      )}
    </div>
  );
}
