import type { Db } from '../db/database.ts';
import type { Texts } from '../lib/i18n.ts';
import { KeptIds } from '../db/kept-ids.ts';

export type SearchKind = 'product' | 'shop' | 'place';

/**
 * Recent answers of searchIds per database, while the index stays as it was, kept up to a number of ids in all rather
 * than of answers. Ranking every match (bm25) is most of a search's cost, and shoppers ask the same words again (other
 * pages, other filters, the shop list's search); a few hundred thousand ids are a few MB whatever the words (one answer
 * holds at most 6,000).
 */
const ranked = new KeptIds(['search_index'], 250_000);

/** Forget cached answers (the search benchmark in the tests measures the index itself). */
export function clearSearchCache(db: Db): void {
  ranked.clear(db);
}

/** Index one record: a row per language with its title and body (description, category, tags…). */
export function indexRecord(
  db: Db,
  kind: SearchKind,
  refId: number,
  shopId: number | null,
  texts: Texts,
  extra: Texts = {},
  replace = false,
): void {
  if (replace) db.run('DELETE FROM search_index WHERE kind = ? AND ref_id = ?', [kind, refId]);
  for (const [locale, t] of Object.entries(texts)) {
    if (!t) continue;
    const body = [t.description, extra[locale]?.title ?? extra.en?.title].filter(Boolean).join(' ');
    db.run('INSERT INTO search_index (title, body, kind, ref_id, locale, shop_id) VALUES (?, ?, ?, ?, ?, ?)', [
      t.title ?? '',
      body,
      kind,
      refId,
      locale,
      shopId,
    ]);
  }
}

/**
 * An FTS5 query for what a user typed: every word must match as a prefix (`pizz` finds "Pizza"), one-letter words whole.
 * Returns null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  // A one-letter prefix matches most of the catalogue: only whole one-letter words then.
  return words.map((w) => `"${w.replace(/"/g, '')}"${w.length > 1 ? '*' : ''}`).join(' ');
}

/** Ids of matching records, best first (bm25; titles weigh more), in the request's language or English. */
export function searchIds(db: Db, kind: SearchKind, text: string, lang: string, shopId?: number): number[] {
  const q = ftsQuery(text);
  if (!q) return [];
  return ranked.ids(db, `${kind}|${lang}|${shopId ?? ''}|${q}`, () => {
    const rows = db.all<{ ref_id: number }>(
      `SELECT ref_id FROM search_index
     WHERE search_index MATCH ? AND kind = ? AND locale IN (?, 'en') ${shopId ? 'AND shop_id = ?' : ''}
     ORDER BY bm25(search_index, 10.0, 1.0) LIMIT 6000`,
      shopId ? [q, kind, lang, shopId] : [q, kind, lang],
    );
    return [...new Set(rows.map((r) => Number(r.ref_id)))];
  });
}
