import type { ReactNode } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Flex, theme } from '@market/ui';
import { Logo } from './logo.tsx';
import { LocalePicker, ThemeToggle } from '../../preferences/index.ts';
import { PageFrame } from './layout.tsx';

/**
 * The sign-in pages (login, register, reset-password, verify-phone, update-password, update-details, welcome):
 * a light header, no settings call and none of the persisted-state effects of the full layout. Outside the route
 * table (the way back from Google's sign-in page) it frames `children`.
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('common');
  const header = (
    <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" justify="space-between" gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '10px 16px' }}>
        <Link to="/" aria-label={t('logo.home')}>
          <Logo />
        </Link>
        <Flex align="center" gap={8}>
          <LocalePicker />
          <ThemeToggle />
        </Flex>
      </Flex>
    </header>
  );
  return <PageFrame header={header}>{children}</PageFrame>;
}
