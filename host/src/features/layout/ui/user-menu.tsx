import { useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { AVATAR_PLACEHOLDER, Button, ImageWithFallback, LogoutOutlined, Menu, type MenuProps } from '@market/ui';
import { logout } from '../../session/model.ts';
import { Panel } from './panel.tsx';

/** The account pages the user menu links to (labels are keys of the host catalogue). */
export const ACCOUNT_LINKS = [
  ['/profile', 'menu.profile'],
  ['/orders', 'menu.orders'],
  ['/wallet', 'menu.wallet'],
  ['/liked', 'menu.liked'],
  ['/saved-locations', 'menu.addresses'],
  ['/reservations', 'menu.reservations'],
  ['/notifications', 'menu.notifications'],
  ['/referrals', 'menu.referrals'],
  ['/order-refunds', 'menu.refunds'],
  ['/settings', 'menu.settings'],
] as const;

/** Avatar (placeholder on error), account links and logout; a popover from 1140px, a bottom drawer below. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { user } = useUnit($session);
  const [open, setOpen] = useState(false);
  const items: MenuProps['items'] = [
    ...ACCOUNT_LINKS.map(([path, key]) => ({ key: path, label: t(key) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('logout'), icon: <LogoutOutlined />, danger: true },
  ];
  const name = user?.firstname ?? t('menu.account');
  return (
    <Panel
      open={open}
      onOpenChange={setOpen}
      title={name}
      trigger={
        <Button
          type="text"
          aria-label={t('menu.account.label', { name })}
          aria-haspopup="menu"
          style={{ paddingInline: 6, height: 40, display: 'inline-flex', alignItems: 'center', gap: 8 }}
        >
          <ImageWithFallback
            src={user?.img}
            fallback={AVATAR_PLACEHOLDER}
            alt=""
            width={28}
            height={28}
            loading="eager"
            data-testid="avatar"
            style={{ borderRadius: '50%', objectFit: 'cover' }}
          />
          {!compact && <span>{name}</span>}
        </Button>
      }
    >
      <Menu
        mode="vertical"
        selectable={false}
        style={{ border: 'none', minWidth: 220 }}
        aria-label={t('menu.account')}
        items={items}
        onClick={({ key }) => {
          setOpen(false);
          if (key === 'logout') {
            logout();
            navigate('/', { replace: true });
          } else navigate(key);
        }}
      />
    </Panel>
  );
}
