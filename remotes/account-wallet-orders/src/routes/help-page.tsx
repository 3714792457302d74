import { useTranslation } from 'react-i18next';
import { Collapse, PageHeading, PlainText, SafeHtml } from '@market/ui';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { useFaqs, useHelpIntro } from '../features/help/api/help.ts';

export default function HelpPage() {
  const { t } = useTranslation('account-wallet-orders');
  // The questions are the family's FAQ list; the help page's own text is an addition of ours, shown when the API
  // has one (a backend without a help page still shows the questions).
  const faqs = useFaqs();
  const intro = useHelpIntro();
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
