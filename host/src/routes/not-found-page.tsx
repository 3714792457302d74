import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button } from '@market/ui';
import { Result } from '@market/ui/extras';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <Result
      status="404"
      title={t('not.found.title')}
      subTitle={t('not.found.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common:back.home')}</Button>
        </Link>
      }
    />
  );
}
