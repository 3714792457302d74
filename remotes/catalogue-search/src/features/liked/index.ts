// The liked feature's public entry: what the other features of this remote (home, shops) use.
export type { LikedShop } from './model/liked-shops.ts';
export { LikeButton } from './ui/like-button.tsx';
