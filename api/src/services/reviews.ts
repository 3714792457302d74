/** Reviews as the API answers them: the columns and join every review list reads, and the presenter. */
import type { Review } from '@market/contract';
import type { ReviewList, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
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
