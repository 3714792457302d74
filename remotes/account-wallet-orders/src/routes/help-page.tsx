import { useQuery } from '@tanstack/react-query';
import { getData, getPage } from '@market/http';
import { useTranslation } from 'react-i18next';
import type { Page } from '@market/contract';
import type { FaqsAnswer } from '@market/contract/src/family/meta.ts';
import { Collapse, PageHeading, PlainText, SafeHtml } from '@market/ui';
import { QueryState } from '../features/common/ui/query-state.tsx';

type Faq = FaqsAnswer['data'][number];

/** Enough for every question on one page: the help page lists them all. */
const FAQ_PER_PAGE = 100;

export default function HelpPage() {
  const { t } = useTranslation('account-wallet-orders');
  // The questions are the family's FAQ list; the help page's own text is an addition of ours, shown when the API
  // has one (a backend without a help page still shows the questions).
  const faqs = useQuery({ queryKey: ['account', 'faqs'], queryFn: () => getPage<Faq>('rest/faqs/paginate', { perPage: FAQ_PER_PAGE }) });
  const intro = useQuery({ queryKey: ['account', 'page', 'help'], queryFn: () => getData<Page>('rest/pages/help'), retry: false });
  return (
    <>
      <PageHeading title={t('help.title')} />
      {intro.data?.translation?.description && <SafeHtml html={intro.data.translation.description} />}
      <h2 style={{ fontSize: 18 }}>{t('help.faq')}</h2>
      <QueryState query={faqs} empty={{ when: (page) => page.data.length === 0, message: t('help.faq.empty') }}>
        {(page) => (
          <Collapse
            items={page.data.map((f) => ({
              key: f.id,
              label: <PlainText>{f.translation.question}</PlainText>,
              children: (
                <p dir="auto" style={{ margin: 0, whiteSpace: 'pre-line' }}>
                  {f.translation.answer}
                </p>
              ),
            }))}
          />
        )}
      </QueryState>
    </>
  );
}
