import type { Currency, Language, Paginated } from '@market/contract';
import { http } from '@market/http';

const unwrap = <T>(body: { data: T } | T): T => (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : (body as T));

/** The active languages (rest/languages/active), a `{data}` list or a page. */
export async function fetchLanguages(): Promise<Language[]> {
  const res = await http.get<{ data: Language[] } | Paginated<Language>>('rest/languages/active');
  return unwrap(res.data) as Language[];
}

/** The active currencies (rest/currencies/active). */
export async function fetchCurrencies(): Promise<Currency[]> {
  const res = await http.get<{ data: Currency[] }>('rest/currencies/active');
  return unwrap(res.data) as Currency[];
}

/** The server's translations of a language (rest/translations/paginate), key → text (the caller checks the shape). */
export async function fetchServerTranslations(locale: string): Promise<Record<string, string> | undefined> {
  const res = await http.get<{ data: Record<string, string> }>('rest/translations/paginate', { params: { lang: locale } });
  return res.data?.data;
}
