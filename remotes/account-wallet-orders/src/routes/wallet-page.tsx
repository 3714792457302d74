import { useTranslation } from 'react-i18next';
import { PageHeading, Price, Statistic } from '@market/ui';
import { Col, Row } from '@market/ui/forms';
import { Card, Tabs } from '@market/ui/extras';
import { useProfile } from '../features/profile/api/profile.ts';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { WalletHistoryList } from '../features/wallet/ui/wallet-history.tsx';
import { TopUpForm } from '../features/wallet/ui/top-up-form.tsx';
import { SendMoney } from '../features/wallet/ui/send-money.tsx';

export default function WalletPage() {
  const { t } = useTranslation('account-wallet-orders');
  const profile = useProfile();
  return (
    <>
      <PageHeading title={t('wallet.title')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <QueryState query={profile}>
            {(user) => (
              <Card>
                <Statistic title={t('wallet.balance')} valueRender={() => <Price value={user.wallet?.price ?? 0} />} />
                <Tabs
                  style={{ marginBlockStart: 16 }}
                  items={[
                    { key: 'topup', label: t('wallet.topup'), children: <TopUpForm walletUuid={user.wallet?.uuid ?? ''} /> },
                    { key: 'send', label: t('wallet.send'), children: <SendMoney /> },
                  ]}
                />
              </Card>
            )}
          </QueryState>
        </Col>
        <Col xs={24} lg={14}>
          <WalletHistoryList />
        </Col>
      </Row>
    </>
  );
}
