/** Reviews as the API answers them: the columns and join every review list reads, and the presenter. */
import type { Review } from '@market/contract';
import type { ReviewList, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { HttpError, invalid } from '../lib/errors.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';
import { userBrief } from './present.ts';

export interface ReviewRow { id: number; rating: number; comment: string | null; img: string | null; reviewable_type: Review['reviewable_type']; reviewable_id: number; created_at: string; user_id: number; firstname: string; lastname: string | null; uimg: string | null }

export function presentReview(r: ReviewRow): Review {
  return {
    id: r.id, rating: r.rating, comment: r.comment, img: r.img ?? undefined, reviewable_type: r.reviewable_type,
    reviewable_id: r.reviewable_id, created_at: r.created_at, user: userBrief({ id: r.user_id, firstname: r.firstname, lastname: r.lastname, img: r.uimg }),
  };
}

export const REVIEW_COLUMNS = 'r.*, u.firstname, u.lastname, u.img AS uimg';

export const REVIEW_FROM = 'FROM reviews r JOIN users u ON u.id = r.user_id';

/** A shop's reviews (of the shop and of its orders), newest first. */
export function shopReviewPage(ctx: Ctx, shopId: number, p: PageArgs): Wire<typeof ReviewList> {
  return pageQuery<ReviewRow, Review>(ctx.db, p, REVIEW_COLUMNS, `${REVIEW_FROM} WHERE r.shop_id = ? AND r.reviewable_type IN ('shop', 'order')`, 'r.created_at DESC, r.id DESC', [shopId], (rows) => rows.map(presentReview));
}

/**
 * The customer's review of a delivered order or parcel, once each: 400 before delivery, 422 the second time. An
 * order's review counts in its shop's rating and review count; a parcel's rates its courier, not a shop.
 */
export function reviewDelivered(
  ctx: Ctx, userId: number, kind: 'order' | 'parcel', target: { id: number; status: string; shop_id?: number }, review: { rating: number; comment?: string },
): void {
  const { db } = ctx;
  if (target.status !== 'delivered') throw new HttpError(400, 'Only delivered orders can be reviewed');
  if (db.get('SELECT id FROM reviews WHERE reviewable_type = ? AND reviewable_id = ?', [kind, target.id])) throw invalid('rating', 'This order was already reviewed');
  const row = { reviewable_type: kind, reviewable_id: target.id, user_id: userId, rating: review.rating, comment: review.comment, created_at: ctx.now().toISOString() };
  if (kind === 'parcel' || target.shop_id === undefined) {
    db.insert('reviews', row);
    return;
  }
  const shopId = target.shop_id;
  db.tx(() => {
    db.insert('reviews', { ...row, shop_id: shopId });
    db.run('UPDATE shops SET reviews_count = (SELECT count(*) FROM reviews WHERE shop_id = ?), rating_avg = (SELECT round(avg(rating), 1) FROM reviews WHERE shop_id = ?) WHERE id = ?', [shopId, shopId, shopId]);
  });
}
