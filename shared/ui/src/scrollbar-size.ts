/**
 * The width of a scroll bar, in place of the helper antd's tables and dialogs use (the build swaps it in, see
 * shared/mf's config). antd's copies an element's `::-webkit-scrollbar` size into a `<style>` element to measure it,
 * which the gateway's CSP refuses; this one reads that size from the computed style instead, and measures the
 * plain scroll bar with a probe styled through the DOM (which the CSP does not govern).
 */
let cached: { width: number; height: number } | undefined;

function measure(target?: Element): { width: number; height: number } {
  const probe = document.createElement('div');
  Object.assign(probe.style, { position: 'absolute', left: '0', top: '0', width: '100px', height: '100px', overflow: 'scroll', visibility: 'hidden' });
  let custom: { width: number; height: number } | undefined;
  if (target) {
    const style = getComputedStyle(target);
    probe.style.scrollbarColor = style.scrollbarColor;
    probe.style.scrollbarWidth = style.scrollbarWidth;
    const bar = getComputedStyle(target, '::-webkit-scrollbar');
    custom = { width: parseInt(bar.width, 10), height: parseInt(bar.height, 10) };
  }
  document.body.appendChild(probe);
  const size = {
    width: custom?.width || probe.offsetWidth - probe.clientWidth,
    height: custom?.height || probe.offsetHeight - probe.clientHeight,
  };
  probe.remove();
  return size;
}

export default function getScrollBarSize(fresh?: boolean): number {
  if (typeof document === 'undefined') return 0;
  if (fresh || !cached) cached = measure();
  return cached.width;
}

export function getTargetScrollBarSize(target?: Element | null): { width: number; height: number } {
  if (typeof document === 'undefined' || !(target instanceof Element)) return { width: 0, height: 0 };
  return measure(target);
}
