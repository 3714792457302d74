/** Reading Chromium's trace events (bench:trace, prof:cpu). */

/**
 * The page's main thread and when its navigation started: the renderer thread that parsed the page's HTML, and
 * the last navigationStart on it before that (its URL is not always recorded).
 */
export function pageStart(events: any[], url: string): { pid: number; tid: number; ts: number } | undefined {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) return undefined;
  const navs = events.filter((e) => e.name === 'navigationStart' && e.pid === parse.pid && e.tid === parse.tid && e.ts <= parse.ts);
  return { pid: parse.pid, tid: parse.tid, ts: navs.length ? Math.max(...navs.map((e) => e.ts)) : parse.ts };
}
