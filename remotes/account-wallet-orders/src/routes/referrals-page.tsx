import { Trans, useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { Button, CopyOutlined, DataText, Flex, ImageWithFallback, Input, LTR_INPUT, PageHeading, Price, SafeHtml, Statistic, Typography } from '@market/ui';
import { Card, Space } from '@market/ui/extras';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { useProfile } from '../features/profile/api/profile.ts';
import { useReferral } from '../features/referrals/api/referral.ts';

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('account-wallet-orders');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toastShown({ kind: 'success', message: t('referrals.copied') });
    } catch {
      toastShown({ kind: 'error', message: t('referrals.copy.failed') });
    }
  };
  return (
    <label style={{ display: 'block' }}>
      <Typography.Text strong>{label}</Typography.Text>
      <Space.Compact style={{ inlineSize: '100%', marginBlockStart: 4 }}>
        <Input readOnly value={value} aria-label={label} {...LTR_INPUT} />
        <Button icon={<CopyOutlined />} onClick={() => void copy()} aria-label={t('referrals.copy', { what: label })} />
      </Space.Compact>
    </label>
  );
}

export default function ReferralsPage() {
  const { t } = useTranslation('account-wallet-orders');
  const referral = useReferral();
  const profile = useProfile();
  return (
    <>
      <PageHeading title={t('referrals.title')} />
      <Flex vertical gap={16}>
        <QueryState query={referral} empty={{ when: (r) => !r, message: t('referrals.none') }}>
          {(r) =>
            r && (
              <Card>
                <Flex gap={16} wrap>
                  <ImageWithFallback src={r.img} alt="" width={160} height={120} style={{ objectFit: 'cover', borderRadius: 8 }} />
                  <Flex vertical style={{ flex: '1 1 240px' }}>
                    {r.translation?.title && (
                      <h2 style={{ fontSize: 18, marginBlock: 0 }}>
                        <DataText>{r.translation.title}</DataText>
                      </h2>
                    )}
                    {r.translation?.description && (
                      <Typography.Paragraph>
                        <DataText>{r.translation.description}</DataText>
                      </Typography.Paragraph>
                    )}
                    <Typography.Paragraph>
                      <Trans
                        t={t}
                        i18nKey="referrals.text"
                        components={{ from: <Price value={r.price_from} />, to: <Price value={r.price_to} /> }}
                      />
                    </Typography.Paragraph>
                    {r.translation?.faq && (
                      <>
                        <h3 style={{ fontSize: 16, marginBlock: 0 }}>{t('referrals.terms')}</h3>
                        <SafeHtml html={r.translation.faq} />
                      </>
                    )}
                  </Flex>
                </Flex>
              </Card>
            )
          }
        </QueryState>
        <QueryState query={profile}>
          {(user) => (
            <Card>
              <Flex vertical gap={16}>
                {user.my_referral ? (
                  <>
                    <CopyField label={t('referrals.code')} value={user.my_referral} />
                    <CopyField
                      label={t('referrals.link')}
                      value={`${window.location.origin}/register?referral_code=${encodeURIComponent(user.my_referral)}`}
                    />
                  </>
                ) : (
                  <Typography.Text type="secondary">{t('referrals.no.code')}</Typography.Text>
                )}
                <Flex gap={32} wrap>
                  <Statistic title={t('referrals.earned')} valueRender={() => <Price value={user.referral_from_topup_price ?? 0} />} />
                  <Statistic title={t('referrals.count')} value={user.referral_from_topup_count ?? 0} />
                </Flex>
              </Flex>
            </Card>
          )}
        </QueryState>
      </Flex>
    </>
  );
}
