/** A shop's branches (pickup points): their title, address and point. */
import type { Branch } from '@market/contract';
import type { BranchPage, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';

export interface BranchRow { id: number; shop_id: number; translations: string; address: string; latitude: number; longitude: number }

/** Branches of approved shops only (`b` is the branch). */
export const BRANCH_FROM = "FROM branches b JOIN shops s ON s.id = b.shop_id AND s.status = 'approved'";

export function presentBranch(b: BranchRow, lang: string): Branch {
  return { id: b.id, shop_id: b.shop_id, translation: pick(b.translations, lang), address: { address: b.address }, location: { latitude: b.latitude, longitude: b.longitude } };
}

/** One branch of an approved shop, else 404. */
export function branchOf(ctx: Ctx, id: number, lang: string): Branch {
  const row = ctx.db.get<BranchRow>(`SELECT b.* ${BRANCH_FROM} WHERE b.id = ?`, [id]);
  if (!row) throw notFound();
  return presentBranch(row, lang);
}

/** The branches of approved shops (of one shop when given), by id. */
export function branchPage(ctx: Ctx, shopId: number | undefined, p: PageArgs, lang: string): Wire<typeof BranchPage> {
  return pageQuery<BranchRow, Branch>(
    ctx.db, p, 'b.*', `${BRANCH_FROM} ${shopId ? 'WHERE b.shop_id = ?' : ''}`, 'b.id',
    shopId ? [shopId] : [],
    (rows) => rows.map((b) => presentBranch(b, lang)),
  );
}
