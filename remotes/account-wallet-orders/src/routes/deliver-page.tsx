import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $settings } from '@market/bus';
import { Button, DataText, Flex, ImageWithFallback, PageHeading, SafeHtml } from '@market/ui';
import { Card } from '@market/ui/extras';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { useDeliveryPage } from '../features/deliver/api/delivery-page.ts';
import { CourierApplication } from '../features/deliver/ui/courier-application.tsx';

const APPS = ['delivery', 'customer', 'vendor'] as const;
const STORES = ['android', 'ios'] as const;

function AppLinks() {
  const { t } = useTranslation('account-wallet-orders');
  const settings = useUnit($settings);
  const apps = APPS.map((app) => ({ app, links: STORES.map((os) => ({ os, url: settings[`${app}_app_${os}`] })).filter((l) => l.url) })).filter(
    (a) => a.links.length,
  );
  if (!apps.length) return null;
  return (
    <Flex gap={16} wrap>
      {apps.map(({ app, links }) => (
        <Card key={app} size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t(`deliver.app.${app}`)}</h2>} style={{ flex: '1 1 240px' }}>
          <Flex gap={8} wrap>
            {links.map(({ os, url }) => (
              <Button key={os} href={url} target="_blank" rel="noopener noreferrer">
                {t(`deliver.store.${os}`)}
              </Button>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

export default function DeliverPage() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useDeliveryPage();
  return (
    <>
      <PageHeading title={t('deliver.title')} />
      <Flex vertical gap={16}>
        <QueryState query={query}>
          {(page) => (
            <Flex gap={16} wrap>
              {page.img && <ImageWithFallback src={page.img} alt="" width={480} height={160} style={{ maxInlineSize: '100%', blockSize: 'auto', borderRadius: 8 }} />}
              <div style={{ flex: '1 1 280px' }}>
                {page.translation?.title && (
                  <h2 style={{ fontSize: 20 }}>
                    <DataText>{page.translation.title}</DataText>
                  </h2>
                )}
                <SafeHtml html={page.translation?.description ?? ''} />
              </div>
            </Flex>
          )}
        </QueryState>
        <CourierApplication />
        <AppLinks />
      </Flex>
    </>
  );
}
