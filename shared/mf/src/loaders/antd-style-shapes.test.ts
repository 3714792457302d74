/**
 * The loader that ships only the shapes of antd's style modules: each kind of export gets the stand-in that returns
 * what antd's own would return under zeroRuntime, and every style module of the installed antd is understood (a new
 * antd version with a module it cannot stand in for fails here, not in a shopper's browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const shapes = require('./antd-style-shapes.cjs') as ((this: { resourcePath: string }, source: string) => string) & { STYLE_MODULES: RegExp };
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

function load(relative: string): string {
  const file = path.join(antdEs, relative);
  return shapes.call({ resourcePath: file }, fs.readFileSync(file, 'utf8'));
}

const HOOK = 'export default (function useStyleShape() { var t = useToken(); return [t[2], t[4] && t[4].key]; });';

describe('antd style shapes', () => {
  it('gives a component style hook the hash id and the theme’s CSS-variable class, and imports antd’s token hook', () => {
    const out = load('button/style/index.js');
    expect(out).toContain(HOOK);
    expect(out).toContain('import useToken from "../../theme/useToken.js";');
  });

  it('stands in for the wave effect’s single-value hook, sub-style components and wrapped hooks', () => {
    expect(load('_util/wave/style.js')).toContain('export default (function useStyleShape() { return useToken()[2]; });');
    expect(load('tag/style/presetCmp.js')).toContain('export default (function StyledComponent() { return null; });');
    expect(load('tooltip/style/index.js')).toContain(HOOK);
    expect(load('grid/style/index.js')).toMatch(/export var useRowStyle = \(function useStyleShape\(\)/);
  });

  it('keeps constants that components read and leaves style builders out', () => {
    const progress = load('progress/style/index.js');
    expect(progress).toContain('export var LineStrokeColorVar = "--progress-line-stroke-color";');
    expect(progress).toMatch(/export var prepareComponentToken = \(function \(\) \{ throw new Error\(/);
    expect(progress).not.toContain('genStyleHooks');
  });

  it('keeps a keyframes’ name, the only thing code outside the styles could ask of it', () => {
    expect(load('image/style/progressAnimation.js')).toMatch(/export var inkFlow1 = \(\{ name: "[^"]+", _keyframe: true, getName: /);
  });

  it('lets the icons’ global style hook do nothing: ConfigProvider ignores what it returns', () => {
    expect(load('config-provider/style/index.js')).toContain('export default (function useGlobalStyleShape() {});');
  });

  it('refuses a module outside antd’s ES build', () => {
    expect(() => shapes.call({ resourcePath: '/tmp/not-antd/style/index.js' }, '')).toThrow(/not a module of antd's ES build/);
  });

  it('understands every style module of the installed antd', () => {
    const files = fs
      .readdirSync(antdEs, { recursive: true, encoding: 'utf8' })
      .filter((f) => shapes.STYLE_MODULES.test(path.join(antdEs, f)));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(() => load(f)).not.toThrow();
  });
});
