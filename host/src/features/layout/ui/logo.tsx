import { theme } from '@market/ui';

/** The wordmark; colours from the theme. */
export function Logo() {
  const { token } = theme.useToken();
  return (
    <svg width="112" height="28" viewBox="0 0 112 28" role="img" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="8" fill={token.colorPrimary} />
      <path d="M7 19V9l7 6 7-6v10" stroke={token.colorBgContainer} strokeWidth="2.5" fill="none" strokeLinejoin="round" />
      <text x="34" y="20" fontSize="17" fontWeight="700" fill={token.colorText} fontFamily="inherit">
        Market
      </text>
    </svg>
  );
}
