import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The first record of the answers in the cache that `matches` (lists, pages of lists, records holding lists: walked
 * five levels deep), among the queries `among` takes: what a card already showed, found again for its own page or
 * dialog while that is asked for.
 */
export function findInCache<T>(client: QueryClient, matches: (record: Record<string, unknown>) => boolean, among: (query: Query) => boolean): T | undefined {
  const seen = new Set<object>();
  const find = (value: unknown, depth: number): T | undefined => {
    if (!value || typeof value !== 'object' || depth > 5 || seen.has(value)) return undefined;
    seen.add(value);
    const children = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    if (!Array.isArray(value) && matches(value as Record<string, unknown>)) return value as T;
    for (const child of children) {
      const found = find(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const query of client.getQueryCache().getAll()) {
    if (!among(query)) continue;
    const found = find(query.state.data, 0);
    if (found) return found;
  }
  return undefined;
}
