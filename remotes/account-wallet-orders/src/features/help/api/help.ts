import { useQuery } from '@tanstack/react-query';
import { getPage } from '@market/http';
import type { FaqsAnswer } from '@market/contract/src/family/meta.ts';
import { pageQuery } from '../../common/index.ts';

export type Faq = FaqsAnswer['data'][number];

/** Enough for every question on one page: the help page lists them all. */
export const FAQ_PER_PAGE = 100;

/** The family's FAQ list. */
export function useFaqs() {
  return useQuery({ queryKey: ['account', 'faqs'], queryFn: () => getPage<Faq>('rest/faqs/paginate', { perPage: FAQ_PER_PAGE }) });
}

/** The help page's own text, an addition of ours: a backend without a help page answers an error, not asked again. */
export function useHelpIntro() {
  return useQuery({ ...pageQuery('help'), retry: false });
}
