import { Link, useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftOutlined, Button, Flex, theme } from '@market/ui';
import { Logo } from './logo.tsx';

/** The back-button header of checkout, profile, settings, help, orders and be-seller. */
export function BackHeader() {
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '10px 16px' }}>
        <Button
          type="text"
          icon={<ArrowLeftOutlined className="flip-rtl" />}
          aria-label={t('back')}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        />
        <Link to="/" aria-label={t('logo.home')}>
          <Logo />
        </Link>
      </Flex>
    </header>
  );
}
