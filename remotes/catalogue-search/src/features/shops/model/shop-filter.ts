import { dayNameOf, type Shop, type WorkingDay } from '@market/contract';

/** The shop filter. */
export interface ShopFilter {
  category_id?: number;
  newest?: boolean;
  order_by?: ShopOrder;
  group?: ShopGroup;
  /** A shop tag (rest/shops-takes); the API filters by tag_id too. */
  tag_id?: number;
}

export const SHOP_ORDERS = ['new', 'rating', 'delivery_time', 'price'] as const;
export type ShopOrder = (typeof SHOP_ORDERS)[number];
export const SHOP_GROUPS = ['open', 'free_delivery', 'recommended'] as const;
export type ShopGroup = (typeof SHOP_GROUPS)[number];

/** The filter from URL params (what /shops and the home list keep in the address bar). */
export function filterFromParams(params: URLSearchParams): ShopFilter {
  const category = Number(params.get('category_id'));
  const tag = Number(params.get('tag_id'));
  const order = params.get('order_by') as ShopOrder | null;
  const group = params.get('group') as ShopGroup | null;
  return {
    category_id: Number.isInteger(category) && category > 0 ? category : undefined,
    newest: params.get('newest') === '1' || undefined,
    order_by: order && SHOP_ORDERS.includes(order) ? order : undefined,
    group: group && SHOP_GROUPS.includes(group) ? group : undefined,
    tag_id: Number.isInteger(tag) && tag > 0 ? tag : undefined,
  };
}

/** Writes the filter into URL params, leaving the others alone. */
export function filterToParams(filter: ShopFilter, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('category_id', filter.category_id ? String(filter.category_id) : undefined);
  set('newest', filter.newest ? '1' : undefined);
  set('order_by', filter.order_by);
  set('group', filter.group);
  set('tag_id', filter.tag_id ? String(filter.tag_id) : undefined);
  return next;
}

/** Today's working hours of a shop, or null when it does not open today (a disabled day or a closed date). */
export function todayHours(shop: Pick<Shop, 'shop_working_days' | 'shop_closed_date'>, now = new Date()): WorkingDay | null {
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (shop.shop_closed_date?.some((d) => d.day === iso)) return null;
  const day = shop.shop_working_days?.find((d) => d.day === dayNameOf(now.getDay()));
  return day && !day.disabled ? day : null;
}
