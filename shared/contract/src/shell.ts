/** Languages with a catalogue in this repo; any other falls back to English. */
export const BUNDLED_LANGUAGES = ['en', 'fr', 'ar'] as const;
export const THEMES = ['light', 'dark'] as const;

/**
 * The shell prerendered at build time (host/src/prerender): one document per bundled language and theme at the site
 * root, which the gateway answers app routes with, by the `locale` and `theme` cookies (English and light without
 * them). A language without a catalogue gets the bare `/index.html`.
 */
export function shellDocument(language: string, theme: string): string {
  return `/index.${language}-${theme}.html`;
}
