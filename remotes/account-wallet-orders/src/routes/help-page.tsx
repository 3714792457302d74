import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@market/contract';
import { Collapse, PageHeading, SafeHtml } from '@market/ui';
import { getData } from '../features/common/api/http.ts';
import { QueryState } from '../features/common/ui/query-state.tsx';

export default function HelpPage() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useQuery({ queryKey: ['account', 'page', 'help'], queryFn: () => getData<Page>('rest/pages/help') });
  return (
    <>
      <PageHeading title={t('help.title')} />
      <QueryState query={query}>
        {(page) => (
          <>
            {page.translation?.description && <SafeHtml html={page.translation.description} />}
            <h2 style={{ fontSize: 18 }}>{t('help.faq')}</h2>
            {page.faqs?.length ? (
              <Collapse
                items={page.faqs.map((f) => ({
                  key: f.id,
                  label: f.translation.title,
                  children: <SafeHtml html={f.translation.description ?? ''} />,
                }))}
              />
            ) : (
              <p>{t('help.faq.empty')}</p>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
