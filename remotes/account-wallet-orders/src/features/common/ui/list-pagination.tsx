import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@market/contract';
import { Pagination } from '@market/ui';

/** Page links under a paginated list; nothing when everything fits on one page. */
export function ListPagination({ meta, onChange }: { meta: PageMeta; onChange: (page: number) => void }) {
  const { t } = useTranslation('account-wallet-orders');
  if (meta.last_page <= 1) return null;
  return (
    <nav aria-label={t('pagination')} style={{ marginBlockStart: 16, display: 'flex', justifyContent: 'center' }}>
      <Pagination
        current={meta.current_page}
        total={meta.total}
        pageSize={meta.per_page}
        showSizeChanger={false}
        onChange={onChange}
      />
    </nav>
  );
}
