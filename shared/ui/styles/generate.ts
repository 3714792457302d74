// antd's CSS, generated at build time from our theme (antd renders with `zeroRuntime`, so the browser never builds
// a style). Run by every app's build (shared/mf's config calls it) and by `node shared/ui/styles/generate.ts`.
//
// One file per door to antd, so a page downloads the CSS of what it can render:
// - core.css: the components `@market/ui` exports (what the header and the first paint use) and antd's reset;
//   linked from the HTML;
// - forms.css, extras.css: the components of `@market/ui/forms` and `@market/ui/extras`, imported by those modules
//   (their CSS arrives with their chunk);
// - lazy/<component>.css: each component `lazy.tsx` loads on first use, imported beside it.
// A rule already in core.css is left out of the others. Component rules are the same in both themes (they read
// CSS variables); the variables are declared twice, for the light theme under `.market` and for the dark theme under
// `.market-dark` (the cssVar key each theme's ConfigProvider puts on every antd root). The theme on `<html>`
// (`data-theme`, set by boot.js and by a switch of theme) outranks the key: under `html[data-theme="dark"]` a root
// keyed `.market` takes the dark values, and the reverse, so a switch repaints every antd component at once, before
// (and whether or not) React renders the provider again. The design tokens' block (the ~400 variables every component
// reads) is declared on the document alone (`:root`, and `html[data-theme="dark"]`), and every element inherits it:
// antd's roots (over a hundred on a page) no longer each declare it again, so a switch of theme changes the variables
// once, at the root, instead of re-resolving the whole block on every root (most of the switch's style work). core.css
// declares its components' blocks there too (a button's, a tag's: the same for every button of the page); the lazy
// parts keep theirs on their roots. Our own elements' inline styles read the colours as variables too (theme.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import * as antd from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import { CSS_VAR_KEYS, themeConfig } from '../src/theme.ts';

const UI = path.resolve(import.meta.dirname, '..');
export const STYLES_DIR = path.join(UI, 'generated');
const STAMP = path.join(STYLES_DIR, '.stamp');

/**
 * Names exported from 'antd' by one of our entry files (`export { A, B as C } from 'antd'`), or from antd-parts.ts
 * (components assembled from some of their antd parts: their stylesheets are the whole components').
 */
function antdExports(file: string): string[] {
  const source = fs.readFileSync(path.join(UI, 'src', file), 'utf8');
  const names: string[] = [];
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(?:antd|\.\/antd-parts\.ts)'/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!.trim();
      // Components only (theme is an object, ConfigProvider renders nothing of its own).
      if (name && name !== 'theme' && name !== 'ConfigProvider' && (/^[A-Z]/.test(name) || name === 'message' || name === 'notification')) names.push(name);
    }
  }
  return names;
}

/** The components lazy.tsx loads on first use: `import('antd/es/date-picker')` → DatePicker. */
function lazyComponents(): string[] {
  const source = fs.readFileSync(path.join(UI, 'src', 'lazy.tsx'), 'utf8');
  const dirs = new Set([...source.matchAll(/import\('antd\/es\/([a-z-]+)'\)/g)].map((m) => m[1]!));
  return [...dirs].map((d) => d.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()));
}

/** Top-level rules of a flat stylesheet (braces inside strings do not count). */
function rules(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out;
}

/**
 * The CSS of some components in one theme: their rules, and the blocks declaring the theme's variables (those under
 * the theme's key; blocks under a generated `.css-var-…` key belong to panels antd nests its own ConfigProvider in,
 * which we never render).
 */
function extract(includes: string[], theme: 'light' | 'dark'): { rules: string[]; vars: string[] } {
  const config = { ...themeConfig(theme), zeroRuntime: false };
  const all = rules(extractStyle({ includes, customTheme: (node) => createElement(antd.ConfigProvider, { theme: config }, node) }));
  const key = CSS_VAR_KEYS[theme];
  const ours = new RegExp(`^\\.${key}[.{]`);
  const nested = /^\.css-var-/;
  return {
    rules: all.filter((r) => !ours.test(r) && !nested.test(r)),
    vars: all.filter((r) => ours.test(r)),
  };
}

/**
 * An element with the `hidden` attribute is never shown. The browser's own `[hidden]{display:none}` loses to any
 * author rule that sets `display` (antd's form styles give `.ant-form input[type="file"]` `display: block`, which
 * showed the native file pickers behind the styled upload buttons), so core.css, linked by every page, restates it.
 */
export const HIDDEN_RULE = '[hidden]:not([hidden="until-found"]){display:none!important;}';

function fingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [import.meta.filename, path.join(UI, 'src/theme.ts'), path.join(UI, 'src/index.ts'), path.join(UI, 'src/forms.ts'), path.join(UI, 'src/extras.ts'), path.join(UI, 'src/lazy.tsx')]) {
    hash.update(fs.readFileSync(file));
  }
  hash.update(JSON.stringify({ antd: antd.version }));
  return hash.digest('hex');
}

/** The parts and the components of each. */
export function parts(): Record<string, string[]> {
  return {
    core: antdExports('index.ts'),
    forms: antdExports('forms.ts'),
    extras: antdExports('extras.ts'),
    ...Object.fromEntries(lazyComponents().map((c) => [`lazy/${c.replace(/[A-Z]/g, (l, i: number) => (i ? '-' : '') + l.toLowerCase())}`, [c]])),
  };
}

/**
 * The variable blocks of one theme, also selected by the theme on `<html>`: `.market.ant-btn{…}` (light) becomes
 * `.market.ant-btn,html[data-theme="light"] .market-dark.ant-btn{…}`, and the design tokens' own block (`.market{…}`)
 * is declared on the document alone (`:root`, or `html[data-theme="dark"]`), whence every antd root inherits it, as
 * are the blocks `onDocument` holds.
 */
export function byDocumentTheme(vars: string[], theme: 'light' | 'dark', onDocument: ReadonlySet<string> = new Set()): string[] {
  const own = CSS_VAR_KEYS[theme];
  const other = CSS_VAR_KEYS[theme === 'light' ? 'dark' : 'light'];
  const documentSelector = theme === 'light' ? ':root' : 'html[data-theme="dark"]';
  return vars.map((rule) => {
    const open = rule.indexOf('{');
    const selectors = rule.slice(0, open).split(',').map((s) => s.trim());
    if (onDocument.has(rule) || (selectors.length === 1 && selectors[0] === `.${own}`)) return `${documentSelector}${rule.slice(open)}`;
    const more = selectors.map((s) => `html[data-theme="${theme}"] .${other}${s.slice(own.length + 1)}`);
    return `${[...selectors, ...more].join(',')}${rule.slice(open)}`;
  });
}

/**
 * The variable blocks (of one theme) that can be declared on the document instead of on their roots: those none of
 * whose variables has another value in another block. A block that gives a design token a value of its own (a tag's
 * success colour) stays on its roots.
 */
export function documentBlocks(blocks: string[]): Set<string> {
  const declarations = (rule: string) => [...rule.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}')).matchAll(/(--[\w-]+)\s*:\s*([^;]*)/g)].map((m) => [m[1]!, m[2]!.trim()] as const);
  const values = new Map<string, Set<string>>();
  for (const rule of blocks) for (const [name, value] of declarations(rule)) values.set(name, (values.get(name) ?? new Set()).add(value));
  return new Set(blocks.filter((rule) => declarations(rule).every(([name]) => values.get(name)!.size === 1)));
}

/** Writes the stylesheets unless the ones on disk were made from the same sources. Returns their folder. */
export function generateStyles({ force = false } = {}): string {
  const print = fingerprint();
  if (!force && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === print) return STYLES_DIR;
  // Several builds may start at once: each writes a whole folder aside and renames it into place.
  const tmp = `${STYLES_DIR}.${process.pid}.${Date.now()}`;
  fs.mkdirSync(path.join(tmp, 'lazy'), { recursive: true });
  const byPart = parts();
  let seen = new Set<string>();
  // core.css's components' variable blocks, declared on the document: a later part leaves the same blocks out.
  const onDocument = new Set<string>();
  for (const [part, components] of Object.entries(byPart)) {
    const light = extract(components, 'light');
    const dark = extract(components, 'dark');
    // Rules are written once, so they must not depend on the theme (antd writes every themed value as a variable).
    const lightRules = new Set(light.rules);
    const themed = dark.rules.filter((r) => !lightRules.has(r));
    if (themed.length) throw new Error(`antd rules that differ in the dark theme (${part}): ${themed.slice(0, 3).join(' ')}`);
    // core.css (linked by every page) declares its components' variables (a button's 58, a tag's 19…) on the document
    // too, as the design tokens are: each button, tag or input of a page then inherits them instead of declaring and
    // resolving them again, and a switch of theme, which computes every element's style anew, costs less on home
    // (95 → 88 ms at 11× CPU). Only there: a lazy part's stylesheet declaring variables on the
    // document when it arrives would make the whole page's style be computed again then.
    const core = part === 'core';
    if (core) for (const r of [...documentBlocks(light.vars), ...documentBlocks(dark.vars)]) onDocument.add(r);
    const own = (r: string) => core || !onDocument.has(r);
    const fresh = (r: string) => !seen.has(r);
    const css = [
      ...byDocumentTheme(light.vars.filter(own), 'light', onDocument).filter(fresh),
      ...byDocumentTheme(dark.vars.filter(own), 'dark', onDocument).filter(fresh),
      ...light.rules.filter(fresh),
    ];
    // Every later part leaves out what core.css already holds.
    if (part === 'core') seen = new Set(css);
    // Deduplicated within the file too, first occurrence kept (the cascade order of the rest is unchanged).
    const text = [...new Set(css), ...(part === 'core' ? [HIDDEN_RULE] : [])].join('\n');
    fs.writeFileSync(path.join(tmp, `${part}.css`), `/* Generated by shared/ui/styles/generate.ts from antd ${antd.version} and shared/ui/src/theme.ts. */\n${text}\n`);
  }
  fs.writeFileSync(path.join(tmp, '.stamp'), print);
  const old = `${STYLES_DIR}.old.${process.pid}.${Date.now()}`;
  if (fs.existsSync(STYLES_DIR)) fs.renameSync(STYLES_DIR, old);
  try {
    fs.renameSync(tmp, STYLES_DIR);
  } catch (error) {
    // Another build put its (identical) folder in place first.
    if (!fs.existsSync(STYLES_DIR)) throw error;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
  return STYLES_DIR;
}

if (import.meta.main) {
  const started = Date.now();
  generateStyles({ force: process.argv.includes('--force') });
  for (const file of fs.readdirSync(STYLES_DIR, { recursive: true }).map(String).filter((f) => f.endsWith('.css')).sort()) {
    console.log(`${file.padEnd(28)} ${(fs.statSync(path.join(STYLES_DIR, file)).size / 1024).toFixed(1).padStart(7)} KiB`);
  }
  console.log(`antd styles in ${Date.now() - started} ms`);
}
