/**
 * The message for a shell whose entry script never runs (its download failed, or its bytes did not match their
 * integrity), carried in each built document as a `<template>` in the document's language. The message the entry
 * shows itself (host/src/start-failed.ts) lives in that very script, so it cannot help here; boot.js, which adds the
 * entry, puts this one in place of the inert prerendered shell when the script fails, and makes its button load the
 * page again. The same words and markup as the entry's.
 */
import { startFailedWordsFrom } from '../start-failed.ts';

export const START_FAILED_TEMPLATE_ID = 'market-start-failed';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The `<template>` of the message, from the document's language's `host` and `common` catalogues. */
export function startFailedTemplate(host: Record<string, string>, common: Record<string, string>): string {
  const words = startFailedWordsFrom(host, common);
  return (
    `<template id="${START_FAILED_TEMPLATE_ID}"><main class="start-failed" role="alert">` +
    `<h1>${escape(words.title)}</h1><p>${escape(words.text)}</p><button type="button">${escape(words.retry)}</button>` +
    `</main></template>`
  );
}
