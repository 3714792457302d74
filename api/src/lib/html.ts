/** The small server-rendered pages of the sandbox (payment providers' stand-ins): escaped text, no scripts. */
export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The sandbox pages' stylesheet, a file of the API (GET /sandbox/page.css): the site's CSP takes no inline style. */
export const SANDBOX_CSS_PATH = '/api/v1/sandbox/page.css';
export const SANDBOX_CSS =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}.row{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.7rem 1.4rem;border-radius:.5rem;border:0;cursor:pointer}.pay{background:#16a34a;color:#fff}.fail{background:#e5e7eb;color:#111}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#6b7280}\n';

/** The sandbox pages' own CSP (the gateway sends the site's instead): their stylesheet, forms to this origin, nothing else. */
export const SANDBOX_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A small server-rendered page: no scripts, no inline style (its stylesheet is SANDBOX_CSS_PATH). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_CSS_PATH}"></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
