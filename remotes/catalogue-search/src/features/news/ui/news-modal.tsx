import { useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import { errorMessage } from '@market/http';
import { formatDate } from '@market/i18n';
import { Button, DataText, ErrorState, ImageWithFallback, Modal, PageSkeleton, SafeHtml, Typography } from '@market/ui';
import { useNews } from '../api/news-api.ts';

const IMG_HEIGHT = 220;

/** The news item of /?news={uuid}; its HTML only through SafeHtml; closing it drops the parameter. */
export default function NewsModal() {
  const { t } = useTranslation('catalogue-search');
  const { locale } = useUnit($locale);
  const [params, setParams] = useSearchParams();
  const uuid = params.get('news');
  const query = useNews(uuid);
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('news');
    setParams(next, { replace: true });
  };
  const news = query.data;
  return (
    <Modal open={Boolean(uuid)} title={<DataText>{news?.translation?.title ?? t('news.title')}</DataText>} footer={null} onCancel={close} destroyOnHidden>
      {query.isPending ? (
        <PageSkeleton />
      ) : news === undefined ? (
        // Only a first read that failed: one read again that fails keeps the article being read.
        <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} extra={<Button onClick={close}>{t('common:close')}</Button>} />
      ) : (
        <article>
          {news!.img && (
            <ImageWithFallback src={news!.img} alt="" width="100%" height={IMG_HEIGHT} style={{ width: '100%', height: IMG_HEIGHT, objectFit: 'cover', marginBlockEnd: 12 }} />
          )}
          <Typography.Text type="secondary">{formatDate(news!.published_at ?? news!.created_at, locale)}</Typography.Text>
          {news!.translation?.short_desc && <Typography.Paragraph strong>{news!.translation.short_desc}</Typography.Paragraph>}
          <SafeHtml html={news!.translation?.description ?? ''} />
        </article>
      )}
    </Modal>
  );
}
