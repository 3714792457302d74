import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { Button, Flex, dataInText } from '@market/ui';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';

/** /welcome: after registration. */
export default function WelcomePage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { user } = useUnit($session);
  const { done, link } = useReturnTo();
  return (
    <AuthCard title={t('welcome.title', { name: dataInText(user?.firstname ?? '') })} subtitle={t('welcome.text')}>
      <Flex vertical gap={8}>
        <Button type="primary" block onClick={done}>
          {t('welcome.start')}
        </Button>
        <Button block onClick={() => navigate(link('/update-details'))}>
          {t('details.title')}
        </Button>
      </Flex>
    </AuthCard>
  );
}
