/** @jest-environment node */
// The shell is rendered where no window exists (Node, at build time), as its build step renders it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUNDLED_LANGUAGES, THEMES, shellDocument } from '@market/contract';
import { renderShell } from './shell.tsx';
import { buildShells } from './build-shells.ts';
import { StyleClasses } from './style-classes.ts';

const LOCALES = path.join(import.meta.dirname, '../../locales');
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, string>;
const resources = (lng: string) => ({ en: { common: read('en', 'common'), host: read('en', 'host') }, [lng]: { common: read(lng, 'common'), host: read(lng, 'host') } });
/** The markup between a wrapper's opening tag and the next wrapper (or the end). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const part = (html: string, cls: string) => html.slice(html.indexOf(`class="${cls}"`));

describe('the prerendered shell', () => {
  it('has the desktop header in its wide part and the phone header in its narrow part, with the skip link and a loading main', () => {
    const { html, direction } = renderShell({ locale: 'en', theme: 'light', resources: resources('en') });
    expect(direction).toBe('ltr');
    expect(part(html, 'shell-wide')).toMatch(/^class="shell-wide"><header data-testid="header-desktop"/);
    expect(part(html, 'shell-narrow')).toMatch(/^class="shell-narrow"><header data-testid="header-mobile"/);
    expect(html).toContain(`>${read('en', 'common')['skip.to.content']}</a>`);
    expect(html).toMatch(/<main id="main"[^>]*>.*role="status"/);
    // A guest's header: the sign-in button, the search field, the address chooser.
    expect(html).toContain(`>${read('en', 'common').login}</span></button>`);
    expect(html).toContain(`placeholder="${read('en', 'common')['search.placeholder']}"`);
  });

  it("has each kind of page's skeleton: home's heading and first screen in both layouts with the picture's box, a shop's cover, checkout's heading, a page's", () => {
    const { html } = renderShell({ locale: 'fr', theme: 'light', resources: resources('fr') });
    const home = html.slice(html.indexOf('data-route-skeleton="home"'), html.indexOf('data-route-skeleton="shop"'));
    const shop = html.slice(html.indexOf('data-route-skeleton="shop"'), html.indexOf('data-route-skeleton="checkout"'));
    const checkout = html.slice(html.indexOf('data-route-skeleton="checkout"'), html.indexOf('data-route-skeleton="page"'));
    // Checkout's heading (its largest paint until the form comes), then a page's skeleton.
    expect(checkout).toMatch(new RegExp(`<h1[^>]*><bdi>${read('fr', 'common')['checkout.title']}</bdi></h1>.*role="status"`));
    expect(home).toMatch(new RegExp(`<h1[^>]*>.*${read('fr', 'host')['home.title']!.replace(/[?]/g, '\\?')}.*</h1>`));
    expect(home.match(/data-home-layout="\d"/g)).toEqual(['data-home-layout="1"', 'data-home-layout="2"']);
    // The box boot.js paints the first banner's picture into: one per layout, empty until then.
    expect(home.match(/<div data-shell-picture=""[^>]*><\/div>/g)).toHaveLength(2);
    // A shop's: its cover's box, then a page's skeleton.
    expect(shop).toMatch(/^[^>]*><div aria-hidden="true"[^>]*><div data-shell-picture=""[^>]*height:200px[^>]*><\/div><\/div><div role="status"/);
    expect(html.slice(html.indexOf('data-route-skeleton="page"'))).toContain('role="status"');
  });

  it("is written in the language's words and direction, and the theme's colours", () => {
    const ar = renderShell({ locale: 'ar', theme: 'dark', resources: resources('ar') });
    expect(ar.direction).toBe('rtl');
    expect(ar.html).toContain(`>${read('ar', 'common').login}</span></button>`);
    expect(ar.html).not.toContain(`>${read('en', 'common').login}</span></button>`);
    expect(ar.html).toContain('ant-btn-rtl');
    expect(ar.html).toContain('market-dark');
    const fr = renderShell({ locale: 'fr', theme: 'light', resources: resources('fr') });
    expect(fr.html).toContain(`>${read('fr', 'common').login}</span></button>`);
    expect(fr.html).not.toContain('market-dark');
  });
});

describe('style attributes become classes (the CSP refuses inline styles)', () => {
  it('moves each distinct style into one class, beside the classes an element has, and declares it important', () => {
    const classes = new StyleClasses('s');
    const out = classes.extract('<div class="a b" style="color:red;font-family:&#x27;Segoe UI&#x27;, sans-serif"><span style="gap:4px"></span><i style="color:red;font-family:&#x27;Segoe UI&#x27;, sans-serif" aria-hidden="true"/></div>');
    expect(out).toBe('<div class="a b s0"><span class="s1"></span><i aria-hidden="true" class="s0"/></div>');
    expect(classes.css()).toBe(".s0{color:red!important;font-family:'Segoe UI', sans-serif!important}\n.s1{gap:4px!important}");
  });

  it('keeps a semicolon inside parentheses or quotes within its declaration', () => {
    const classes = new StyleClasses('s');
    classes.extract('<b style="background:url(&quot;data:image/svg+xml;utf8,x&quot;);content:&quot;a;b&quot;"></b>');
    expect(classes.css()).toBe('.s0{background:url("data:image/svg+xml;utf8,x")!important;content:"a;b"!important}');
  });
});

describe('the build step', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  beforeAll(() => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html lang="en" dir="ltr">\n<head><link rel="stylesheet" href="/boot.css"><script defer src="/main.0123abcd.js"></script></head>\n<body><div id="root"></div></body></html>\n');
    fs.writeFileSync(path.join(dist, 'boot.css'), 'body{margin:0}\n');
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log("main");\n');
    for (const lng of BUNDLED_LANGUAGES) fs.cpSync(path.join(LOCALES, lng), path.join(dist, 'locales', lng), { recursive: true });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('writes a document per language and theme, with no style attribute, and the classes into boot.css once', () => {
    buildShells(dist);
    buildShells(dist);
    for (const lng of BUNDLED_LANGUAGES) {
      for (const theme of THEMES) {
        const doc = fs.readFileSync(path.join(dist, shellDocument(lng, theme)), 'utf8');
        expect(doc).toContain(`<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}" data-theme="${theme}">`);
        expect(doc).toContain(`<div id="root"><div class="market-shell" data-theme="${theme}" inert><div class="`);
        expect(doc).not.toMatch(/\sstyle="/);
        // The entry named, with its integrity, for boot.js to fetch and run (entry.ts).
        expect(doc).toMatch(/<script type="application\/json" id="market-entry">\{"scripts":\[\{"src":"\/main\.0123abcd\.js","integrity":"sha384-[^"]+"\}\]/);
        expect(doc).not.toContain('<script defer');
        // Once, in the document's language: the message boot.js shows if the entry fails (start-failed-template.ts).
        expect(doc.match(/<template id="market-start-failed">/g)).toHaveLength(1);
        expect(doc).toContain(`<h1>${escapeHtml(read(lng, 'host')['start.failed.title']!)}</h1>`);
        expect(doc).toContain(`<button type="button">${escapeHtml(read(lng, 'common')['try.again']!)}</button></main></template></body>`);
        for (const cls of new Set([...doc.matchAll(/\b(shell-s\d+)\b/g)].map((m) => m[1]))) expect(fs.readFileSync(path.join(dist, 'boot.css'), 'utf8')).toContain(`.${cls}{`);
      }
    }
    // index.html (served for a language without a shell document) says it in English.
    const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(index.match(/<template id="market-start-failed">/g)).toHaveLength(1);
    expect(index).toContain(`<h1>${escapeHtml(read('en', 'host')['start.failed.title']!)}</h1>`);
    const css = fs.readFileSync(path.join(dist, 'boot.css'), 'utf8');
    expect(css.startsWith('body{margin:0}\n')).toBe(true);
    expect(css.match(/Generated at build time/g)).toHaveLength(1);
  });
});
