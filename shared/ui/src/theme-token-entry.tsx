/**
 * Build time (the host's prerender) and tests: a theme's tokens as antd derives them, with what identifies the theme,
 * for a shell document to carry (shared/ui/src/theme-token.ts takes them in the browser).
 */
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { flattenToken } from '@ant-design/cssinjs/es/util/index.js';
import { version } from 'antd';
import { DesignTokenContext, useToken as useInternalToken } from 'antd/es/theme/internal';
import type { Theme } from '@market/contract';
import { UiProvider } from './providers.tsx';
import { THEME_TOKEN_ELEMENT_ID, type ThemeTokenEntry } from './theme-token.ts';

function Probe({ found }: { found: (entry: ThemeTokenEntry) => void }) {
  const context = useContext(DesignTokenContext);
  const [, realToken, , token, cssVar] = useInternalToken();
  found({
    salt: `${version}-${context.hashed || ''}`,
    key: cssVar?.key ?? '',
    prefix: cssVar?.prefix ?? 'ant',
    tokens: flattenToken(context.token),
    override: flattenToken(context.override ?? {}),
    token: token as unknown as Record<string, unknown>,
    realToken: realToken as unknown as Record<string, unknown>,
  });
  return null;
}

export function themeTokenEntry(theme: Theme): ThemeTokenEntry {
  let entry: ThemeTokenEntry | undefined;
  renderToString(
    <UiProvider theme={theme} direction="ltr" locale="en">
      <Probe found={(e) => (entry = e)} />
    </UiProvider>,
  );
  if (!entry) throw new Error(`no tokens for the ${theme} theme`);
  return entry;
}

/** The data block a shell document carries (JSON; `<` escaped so no value can close the element). */
export function themeTokenElement(theme: Theme): string {
  const json = JSON.stringify(themeTokenEntry(theme)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${THEME_TOKEN_ELEMENT_ID}">${json}</script>`;
}
