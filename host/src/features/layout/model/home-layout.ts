/**
 * Home layout from ui_type (or ?v=): 1 uses one layout; 2, 3 and 4 share another; anything else falls back to 1.
 */
export function homeLayout(value: string | null | undefined): 1 | 2 {
  const n = Number(value);
  return n === 2 || n === 3 || n === 4 ? 2 : 1;
}
