import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '@market/ui';

/** The news item of /?news={uuid}; closing it drops the parameter. */
export default function NewsModal() {
  const { t } = useTranslation('catalogue-search');
  const [params, setParams] = useSearchParams();
  const uuid = params.get('news');
  return (
    <Modal
      open={Boolean(uuid)}
      title={t('news.title')}
      footer={null}
      onCancel={() => {
        params.delete('news');
        setParams(params);
      }}
    />
  );
}
