import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { LogoutOutlined } from '@market/ui';
import { Menu, type MenuProps } from '@market/ui/extras';
import { logout } from '../../session/index.ts';
import { ACCOUNT_LINKS } from './account-links.ts';

/** The user menu's links and logout; loaded when the menu first opens. */
export default function AccountMenu({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...ACCOUNT_LINKS.map(([path, key]) => ({ key: path, label: t(key) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('logout'), icon: <LogoutOutlined />, danger: true },
  ];
  return (
    <Menu
      mode="vertical"
      selectable={false}
      style={{ border: 'none', minWidth: 220 }}
      aria-label={t('menu.account')}
      items={items}
      onClick={({ key }) => {
        onChosen();
        if (key === 'logout') {
          logout();
          navigate('/', { replace: true });
        } else navigate(key);
      }}
    />
  );
}
