import { useDeferredValue } from 'react';
import { useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { ShopType } from '@market/contract';
import { errorMessage } from '@market/http';
import { Button, CardSkeleton, Checkbox, dataOptions, EmptyState, ErrorState, Flex, Select } from '@market/ui';
import { LoadMore } from '../../../lib/load-more.tsx';
import { rowsOf } from '../../../lib/paging.ts';
import { useCategories, useShopsInfinite } from '../api/shops-api.ts';
import { filterFromParams, filterToParams, SHOP_GROUPS, SHOP_ORDERS, type ShopFilter } from '../model/shop-filter.ts';
import { ShopGrid } from './shop-card.tsx';

/** The shop filter, kept in the URL (shareable, survives a reload, back undoes it). */
export function useShopFilter(): [ShopFilter, (next: ShopFilter) => void] {
  const [params, setParams] = useSearchParams();
  return [filterFromParams(params), (next) => setParams(filterToParams(next, params), { replace: true })];
}

/** Category, newest, order and group: the spec's shop filter. */
export function ShopFilterBar({ filter, onChange }: { filter: ShopFilter; onChange: (next: ShopFilter) => void }) {
  const { t } = useTranslation('catalogue-search');
  const categories = useCategories();
  const empty = !filter.category_id && !filter.newest && !filter.order_by && !filter.group && !filter.tag_id;
  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('filter.title')} style={{ marginBlockEnd: 16 }}>
      <Select
        aria-label={t('filter.category')}
        placeholder={t('filter.category')}
        allowClear
        loading={categories.isLoading}
        style={{ minWidth: 160 }}
        value={filter.category_id}
        onChange={(v?: number) => onChange({ ...filter, category_id: v })}
        options={dataOptions((categories.data ?? []).map((c) => ({ value: c.id, label: c.translation?.title })))}
      />
      <Select
        aria-label={t('filter.order')}
        placeholder={t('filter.order')}
        allowClear
        style={{ minWidth: 160 }}
        value={filter.order_by}
        onChange={(v?: ShopFilter['order_by']) => onChange({ ...filter, order_by: v })}
        options={SHOP_ORDERS.map((o) => ({ value: o, label: t(`filter.order.${o}`) }))}
      />
      <Select
        aria-label={t('filter.group')}
        placeholder={t('filter.group')}
        allowClear
        style={{ minWidth: 150 }}
        value={filter.group}
        onChange={(v?: ShopFilter['group']) => onChange({ ...filter, group: v })}
        options={SHOP_GROUPS.map((g) => ({ value: g, label: t(`filter.group.${g}`) }))}
      />
      <Checkbox checked={Boolean(filter.newest)} onChange={(e) => onChange({ ...filter, newest: e.target.checked || undefined })}>
        {t('filter.newest')}
      </Checkbox>
      {!empty && (
        <Button type="link" onClick={() => onChange({})}>
          {t('filter.clear')}
        </Button>
      )}
    </Flex>
  );
}

/** Shops page after page (infinite scroll), with loading, empty and error states. */
export function ShopList({ filter, type, label }: { filter: ShopFilter; type?: ShopType; label: string }) {
  const { t } = useTranslation('catalogue-search');
  const query = useShopsInfinite({ ...filter, type });
  // The grid follows the answer one step behind: React builds its cards in a background render it can pause, the
  // skeleton (or the previous cards) staying meanwhile, instead of one long task when the answer arrives.
  const data = useDeferredValue(query.data);
  if (query.isPending || (data === undefined && query.data !== undefined)) return <CardSkeleton count={4} />;
  if (query.isError && !query.data) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  const shops = rowsOf(data?.pages);
  if (shops.length === 0) return <EmptyState message={t('shops.empty')} />;
  return (
    <>
      <ShopGrid shops={shops} label={label} />
      {query.isFetchNextPageError && <ErrorState message={errorMessage(query.error)} onRetry={() => query.fetchNextPage()} />}
      <LoadMore hasMore={Boolean(query.hasNextPage) && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onReach={() => query.fetchNextPage()} />
    </>
  );
}
