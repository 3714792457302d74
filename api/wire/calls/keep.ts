/** Helpers that keep values of an answer for later calls (`FamilyCall.keep`). */
import type { ReplayContext } from '../types.ts';

/** Walks `a.b.0.c` in an answer; undefined where the path is missing. */
export function dig(answer: unknown, path: string): unknown {
  let at: unknown = answer;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Keeps `ids[name] = answer[path]` for each pair; values that are not ids (numbers, strings) are skipped. */
export function keepAt(pairs: Record<string, string>) {
  return (answer: unknown, ctx: ReplayContext): void => {
    for (const [name, path] of Object.entries(pairs)) {
      const value = dig(answer, path);
      if (typeof value === 'number' || typeof value === 'string') ctx.ids[name] = value;
    }
  };
}

/** `keepAt` under the answer's `data`. */
export function keepData(pairs: Record<string, string>) {
  return keepAt(Object.fromEntries(Object.entries(pairs).map(([name, path]) => [name, `data.${path}`])));
}
