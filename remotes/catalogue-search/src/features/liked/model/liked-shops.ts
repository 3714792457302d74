import { createEvent } from 'effector';
import type { Shop } from '@market/contract';
import { createPersistedStore } from '../../../lib/persisted-store.ts';

/** What a liked shop keeps: enough for its card on /liked without asking the server. */
export type LikedShop = Pick<
  Shop,
  'id' | 'uuid' | 'type' | 'logo_img' | 'background_img' | 'open' | 'rating_avg' | 'price' | 'delivery_time' | 'translation'
> &
  // Optional: likes stored before the verified mark existed have none.
  Partial<Pick<Shop, 'verify'>>;

const pick = (s: LikedShop): LikedShop => ({
  id: s.id,
  uuid: s.uuid,
  type: s.type,
  logo_img: s.logo_img,
  background_img: s.background_img,
  open: s.open,
  rating_avg: s.rating_avg,
  price: s.price,
  delivery_time: s.delivery_time,
  translation: s.translation,
  verify: s.verify,
});

/** Likes or unlikes a shop (keyed by uuid); the newest like first. */
export function toggleLiked(list: readonly LikedShop[], shop: LikedShop): LikedShop[] {
  return list.some((s) => s.uuid === shop.uuid) ? list.filter((s) => s.uuid !== shop.uuid) : [pick(shop), ...list];
}

const isLiked = (v: unknown): v is LikedShop[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'object' && s !== null && typeof (s as LikedShop).uuid === 'string');

export const likeToggled = createEvent<LikedShop>();

/** Liked shops (spec: keyed by uuid, persisted, cleared on logout). */
export const $likedShops = createPersistedStore<LikedShop[]>('liked-shops', [], isLiked).on(likeToggled, toggleLiked);
