import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@market/ui';
import { Result } from '@market/ui/extras';

/** The 404 page: its title is the page's h1, and the way home a link (a link holding a button nests controls). */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  usePageTitle(t('not.found.title'));
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{t('not.found.title')}</h1>}
      subTitle={t('not.found.text')}
      extra={
        <Link to="/" style={{ fontSize: 16 }}>
          {t('common:back.home')}
        </Link>
      }
    />
  );
}
