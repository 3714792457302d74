import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useStoreMap, useUnit } from 'effector-react';
import { $session, $settings } from '@market/bus';
import { DataText, Flex, FLOATING_BUTTON_ROOM, theme, Typography, useIsDesktop } from '@market/ui';

export function Footer() {
  const { t } = useTranslation('common');
  const footerText = useStoreMap($settings, (s) => s.footer_text ?? null);
  const { token } = theme.useToken();
  // Beside the desktop header a signed-in shopper has the floating chat button over the page's corner: the page ends
  // with room for it, so its last links and text can be scrolled clear of it.
  const { signedIn } = useUnit($session);
  const floating = useIsDesktop() && signedIn;
  return (
    <footer
      style={{
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        paddingInline: 16,
        paddingBlockStart: 24,
        paddingBlockEnd: floating ? FLOATING_BUTTON_ROOM : 24,
      }}
    >
      <Flex gap={16} wrap justify="center" component="nav" aria-label={t('footer')}>
        <Link to="/help">{t('help')}</Link>
        <Link to="/be-seller">{t('be.seller')}</Link>
        <Link to="/deliver">{t('deliver')}</Link>
        <Link to="/recipes">{t('recipes')}</Link>
        <Link to="/parcels">{t('parcels')}</Link>
        <Link to="/reservations">{t('reservations')}</Link>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 12, marginBottom: 0 }}>
        <DataText>{footerText ?? '© Market'}</DataText>
      </Typography.Paragraph>
    </footer>
  );
}
