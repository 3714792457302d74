import type { Shop } from '@market/contract';

/** A shop's page: /restaurant/{id} for restaurants, /shop/{id} otherwise. */
export const shopPath = (shop: Pick<Shop, 'id' | 'type'>) => `/${shop.type === 'restaurant' ? 'restaurant' : 'shop'}/${shop.id}`;
