import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { Col, Row } from '@market/ui/forms';
import { Card } from '@market/ui/extras';
import { useProfile } from '../features/profile/api/profile.ts';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { DetailsForm, PhoneForm } from '../features/profile/ui/details-form.tsx';
import { PasswordForm } from '../features/profile/ui/password-form.tsx';
import { AvatarUpload, CurrencyPreference } from '../features/profile/ui/avatar-and-currency.tsx';

const Block = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>{children}</Card>
);

export default function ProfilePage() {
  const { t } = useTranslation('account-wallet-orders');
  const profile = useProfile();
  return (
    <>
      <PageHeading title={t('profile.title')} />
      <QueryState query={profile}>
        {(user) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Block title={t('profile.details')}>
                <AvatarUpload user={user} />
                <div style={{ marginBlockStart: 16 }}>
                  <DetailsForm user={user} />
                </div>
              </Block>
            </Col>
            <Col xs={24} lg={12}>
              <Block title={t('profile.phone')}>
                <PhoneForm user={user} />
              </Block>
              <div style={{ marginBlockStart: 16 }}>
                <Block title={t('profile.currency')}>
                  <CurrencyPreference user={user} />
                </Block>
              </div>
            </Col>
            <Col xs={24} lg={12}>
              <Block title={t('profile.password')}>
                <PasswordForm firstPassword={user.empty_p === true} />
              </Block>
            </Col>
          </Row>
        )}
      </QueryState>
    </>
  );
}
