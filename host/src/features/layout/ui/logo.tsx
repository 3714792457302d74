import { theme } from '@market/ui';

/** The wordmark (only the mark when `compact`, for the mobile header); colours from the theme. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  const width = compact ? 28 : 112;
  return (
    // direction ltr: in an RTL page the text would otherwise run from its start (x=34) leftwards, over the mark.
    <svg width={width} height="28" viewBox={`0 0 ${width} 28`} role="img" aria-hidden="true" focusable="false" style={{ direction: 'ltr' }}>
      <rect width="28" height="28" rx="8" fill={token.colorPrimary} />
      <path d="M7 19V9l7 6 7-6v10" stroke={token.colorBgContainer} strokeWidth="2.5" fill="none" strokeLinejoin="round" />
      {!compact && (
        <text x="34" y="20" fontSize="17" fontWeight="700" fill={token.colorText} fontFamily="inherit">
          Market
        </text>
      )}
    </svg>
  );
}
