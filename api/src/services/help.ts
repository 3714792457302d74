/** Information pages by type (the help page comes with the FAQ) and the FAQ itself. */
import type { Faq, Page } from '@market/contract';
import type { FaqsAnswer, Wire } from '@market/contract/src/family/index.ts';
import type { Ctx } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { pick } from '../lib/i18n.ts';
import { pageQuery, type PageArgs } from '../lib/paginate.ts';

/** The page of a type, else 404; the help page with every FAQ entry. */
export function infoPage(ctx: Ctx, type: string, lang: string): Page {
  const row = ctx.db.get<{ id: number; type: string; img: string | null; translations: string }>('SELECT * FROM pages WHERE type = ?', [type]);
  if (!row) throw notFound();
  const page: Page = { id: row.id, type: row.type, img: row.img ?? undefined, translation: pick(row.translations, lang) };
  if (row.type === 'help') page.faqs = allFaqs(ctx, lang);
  return page;
}

/** The FAQ in its order, a page of it. */
export function faqPage(ctx: Ctx, p: PageArgs, lang: string): Wire<typeof FaqsAnswer> {
  return pageQuery<{ id: number; translations: string }, Faq>(ctx.db, p, 'id, translations', 'FROM faqs', 'position', [], (rows) => rows.map((r) => faq(r, lang)));
}

function allFaqs(ctx: Ctx, lang: string): Faq[] {
  return ctx.db.all<{ id: number; translations: string }>('SELECT * FROM faqs ORDER BY position').map((r) => faq(r, lang));
}

/** A FAQ row as the family answers it: the stored title is the question, the description the answer. */
function faq(r: { id: number; translations: string }, lang: string): Faq {
  const t = pick(r.translations, lang);
  return { id: r.id, active: true, translation: { locale: t.locale, question: t.title, answer: t.description ?? '' } };
}
