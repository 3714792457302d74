import type { QueryClient } from '@tanstack/react-query';
import { $locale } from '@market/bus';

/**
 * What the server wrote (names, wallet notes, notifications, the footer) is in the language it was asked in: when
 * the shopper picks another language, every answer in the cache is asked again (the pages on screen at once, the
 * others when they next show), so none stays in the old language until a reload.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  const subscription = $locale
    .map((state) => state.locale)
    .updates.watch(() => {
      void client.invalidateQueries();
    });
  return () => subscription.unsubscribe();
}
