/**
 * What the page shows when the app cannot start (a script of the shell did not download, or a shared library threw
 * while it started): a title, a line of help and a button that loads the page again, instead of a blank page.
 *
 * It runs when React, i18next or antd may be the very part that failed, so it builds plain DOM and reads its words
 * straight from the language's catalogues (boot.js has already asked for them; they come from the cache). When even
 * those cannot be read, the English catalogue's words are used (START_FAILED_EN; a test keeps them equal). When the
 * entry script itself fails, this code never runs: boot.js shows the document's copy of the same message
 * (prerender/start-failed-template.ts).
 */
export const START_FAILED_EN = {
  title: 'The page could not start',
  text: 'Part of the app did not load. Check your connection and try again.',
  retry: 'Try again',
} as const;

export type StartFailedWords = { [K in keyof typeof START_FAILED_EN]: string };

/** The words from a language's `host` and `common` catalogues, English's for any they lack. */
export function startFailedWordsFrom(host: Record<string, string>, common: Record<string, string>): StartFailedWords {
  return {
    title: host['start.failed.title'] || START_FAILED_EN.title,
    text: host['start.failed.text'] || START_FAILED_EN.text,
    retry: common['try.again'] || START_FAILED_EN.retry,
  };
}

async function catalogue(language: string, namespace: string): Promise<Record<string, string>> {
  const res = await fetch(`/locales/${language}/${namespace}.json`);
  if (!res.ok) throw new Error(`${namespace}.json answered ${res.status}`);
  return (await res.json()) as Record<string, string>;
}

/** The words in the page's language (the `lang` boot.js set from the cookie), else in English. */
export async function startFailedWords(language: string): Promise<StartFailedWords> {
  if (!/^[A-Za-z0-9_-]+$/.test(language)) return START_FAILED_EN;
  try {
    const [host, common] = await Promise.all([catalogue(language, 'host'), catalogue(language, 'common')]);
    return startFailedWordsFrom(host, common);
  } catch {
    return START_FAILED_EN;
  }
}

/** Replaces whatever #root holds with the message; the button reloads the page (its address is kept). */
export async function showStartFailed(
  error: unknown,
  { root = document.getElementById('root'), reload = () => location.reload() }: { root?: HTMLElement | null; reload?: () => void } = {},
): Promise<void> {
  console.error('[start]', error);
  if (!root) return;
  const words = await startFailedWords(document.documentElement.lang || 'en');
  const box = document.createElement('main');
  box.className = 'start-failed';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = words.title;
  const text = document.createElement('p');
  text.textContent = words.text;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = words.retry;
  retry.addEventListener('click', () => reload());
  box.append(title, text, retry);
  root.replaceChildren(box);
  retry.focus();
}
