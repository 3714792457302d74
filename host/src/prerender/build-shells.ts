/**
 * After the host's build: the shell documents (shellDocument, one per bundled language and theme) written beside
 * the built index.html, each with the frame prerendered inside `#root`, its `lang`, `dir` and theme, and the classes
 * that hold the frame's inline styles appended to boot.css (the CSP refuses style attributes); then every document's
 * scripts and stylesheets get Subresource Integrity (integrity.ts), and the entry is preloaded for boot.js to run
 * (entry.ts). Run with the built
 * site folder (main.ts, bundled for Node and run after the host's build by host/rspack.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_LANGUAGES, shellDocument, THEMES } from '@market/contract';
import { themeTokenElement } from '@market/ui/theme-token-entry';
import { renderShell } from './shell.tsx';
import { StyleClasses } from './style-classes.ts';
import { withIntegrity } from './integrity.ts';
import { withEntryRunByBoot } from './entry.ts';
import { START_FAILED_TEMPLATE_ID, startFailedTemplate } from './start-failed-template.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const CSS_MARK = '/* Generated at build time:';
const START_FAILED_TEMPLATE = new RegExp(`<template id="${START_FAILED_TEMPLATE_ID}">[\\s\\S]*?</template>`);

export function buildShells(dist: string): string[] {
  // Without the message a run of this step before put in it (each document gets it in its own language below).
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace(START_FAILED_TEMPLATE, '');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
  const catalogue = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dist, 'locales', lng, `${ns}.json`), 'utf8')) as Record<string, string>;
  const bundle = (lng: string) => ({ common: catalogue(lng, 'common'), host: catalogue(lng, 'host') });
  const classes = new StyleClasses();
  const written: string[] = [];
  const tokens = Object.fromEntries(THEMES.map((theme) => [theme, themeTokenElement(theme)])) as Record<(typeof THEMES)[number], string>;
  for (const locale of BUNDLED_LANGUAGES) {
    for (const theme of THEMES) {
      const { html, direction } = renderShell({ locale, theme, resources: { en: bundle('en'), [locale]: bundle(locale) } });
      const doc = template
        .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${direction}" data-theme="${theme}">`)
        // inert: its controls are pictures of the app's until the app replaces them, so a tap or a key waits for
        // the live ones (nothing typed into a dead field is lost), and assistive technology reads the live page only.
        .replace(ROOT_ELEMENT, `<div id="root"><div class="market-shell" data-theme="${theme}" inert>${classes.extract(html)}</div></div>`)
        // The theme's tokens as antd derives them, so the browser does not (shared/ui/src/theme-token.ts); and the
        // message boot.js shows if the entry script fails (start-failed-template.ts).
        .replace('</body>', `${tokens[theme]}${startFailedTemplate(catalogue(locale, 'host'), catalogue(locale, 'common'))}</body>`);
      const file = path.join(dist, shellDocument(locale, theme));
      fs.writeFileSync(file, doc);
      written.push(file);
    }
  }
  const bootCss = path.join(dist, 'boot.css');
  const base = fs.readFileSync(bootCss, 'utf8').split(CSS_MARK)[0]!.trimEnd();
  fs.writeFileSync(bootCss, `${base}\n${CSS_MARK} the prerendered shell's inline styles, as classes (host/src/prerender/build-shells.ts). */\n${classes.css()}\n`);
  // index.html, served when no shell document is (a language without one), says it in English.
  const index = path.join(dist, 'index.html');
  fs.writeFileSync(index, template.replace('</body>', `${startFailedTemplate(catalogue('en', 'host'), catalogue('en', 'common'))}</body>`));
  // Last, with every file final: the documents load their scripts and stylesheets with Subresource Integrity.
  // Then the entry is preloaded for boot.js to run (entry.ts).
  for (const file of [index, ...written]) fs.writeFileSync(file, withEntryRunByBoot(withIntegrity(fs.readFileSync(file, 'utf8'), dist)));
  return written;
}
