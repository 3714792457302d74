import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@market/ui';
import { Logo } from '../../layout/index.ts';

export function ErrorScreen({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '70vh', padding: 24 }} role="alert">
      <Link to="/" onClick={onReset} aria-label={t('logo.home')}>
        <Logo />
      </Link>
      <Typography.Title level={2}>{t('Oops, something went wrong!')}</Typography.Title>
      <Button type="primary" size="large" onClick={onReset}>
        {t('try.again')}
      </Button>
    </Flex>
  );
}
