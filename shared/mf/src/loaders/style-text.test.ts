/** The loader that fills antd's <style> elements through textContent: nothing of innerHTML is left in either helper. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const styleText = require('./style-text.cjs') as (this: { resourcePath: string }, source: string) => string;

describe('style text loader', () => {
  it.each(['@rc-component/util/es/Dom/dynamicCSS.js', '@ant-design/icons/es/cssUtils.js'])('%s fills its <style> elements through textContent', (file) => {
    // (The icons' package exports no subpath: the installed file itself.)
    const resourcePath = path.resolve(import.meta.dirname, '../../../../node_modules', file);
    const out = styleText.call({ resourcePath }, fs.readFileSync(resourcePath, 'utf8'));
    expect(out).not.toContain('innerHTML');
    expect(out).toMatch(/styleNode\.textContent = css/);
  });

  it('fails on a file with nothing to rewrite', () => {
    expect(() => styleText.call({ resourcePath: 'x.js' }, 'node.textContent = css;')).toThrow(/no innerHTML left in x\.js/);
  });
});
