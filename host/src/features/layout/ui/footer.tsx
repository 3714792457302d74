import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useStoreMap } from 'effector-react';
import { $settings } from '@market/bus';
import { DataText, Flex, theme, Typography } from '@market/ui';

export function Footer() {
  const { t } = useTranslation('common');
  const footerText = useStoreMap($settings, (s) => s.footer_text ?? null);
  const { token } = theme.useToken();
  return (
    <footer style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer, padding: '24px 16px' }}>
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
