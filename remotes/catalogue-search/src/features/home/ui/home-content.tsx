import { useTranslation } from 'react-i18next';
import type { HomeContentProps } from '@market/contract';
import { PageHeading } from '@market/ui';

/** Home content for both layouts (ui_type 1, and 2–4). */
export default function HomeContent({ layout }: HomeContentProps) {
  const { t } = useTranslation('catalogue-search');
  return (
    <section data-layout={layout}>
      <PageHeading title={t('home.title')} />
    </section>
  );
}
