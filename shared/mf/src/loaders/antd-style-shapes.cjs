// antd's style modules (`antd/es/<component>/style/*.js`, and the wave effect's) hold the functions that build each
// component's CSS in the browser. With `theme.zeroRuntime` antd never calls them: its CSS is generated at build time
// (shared/ui/styles/generate.ts, which reads antd in Node, not through this loader). At run time only the shape of
// their exports is used: a style hook gives the component its class names, a sub-style component renders nothing, a
// few constants name CSS variables. This loader replaces such a module by those shapes, so the style code (about a
// tenth of antd's bytes on a first load) is neither downloaded nor evaluated.
//
// Each export is classified by what antd itself built it with, not by its name: the hooks and components antd's
// `genStyleHooks`, `genComponentStyleHook` and `genSubStyleComponent` return are closures with a fixed body, compared
// with ones built here from the same functions. Anything else fails the build, so a new antd version is looked at
// again rather than served with a wrong stand-in.
const path = require('node:path');
const { createRequire } = require('node:module');
const { isDeepStrictEqual } = require('node:util');

const requireFromHere = createRequire(__filename);

/** Returns of a style hook under zeroRuntime, by the antd helper that built it. */
const KINDS = {
  // genStyleHooks: [hashId, the theme's CSS-variable class].
  hooks: 'function useStyleShape() { var t = useToken(); return [t[2], t[4] && t[4].key]; }',
  // genComponentStyleHook: the hash id alone.
  componentHook: 'function useStyleShape() { return useToken()[2]; }',
  // genSubStyleComponent: a component that only registers styles.
  subStyle: 'function StyledComponent() { return null; }',
};

/**
 * Style hooks written as a function that builds a `genStyleHooks` hook per call and returns what it returns (to pass
 * an extra option through), so they are not one of the reference closures.
 */
const WRAPPED_STYLE_HOOKS = new Set(['tooltip/style/index.js', 'menu/style/index.js', 'tree-select/style/index.js']);

/** Hooks that register global styles (the icons' reset) and whose callers ignore what they return. */
const GLOBAL_STYLE_HOOKS = new Set(['useResetIconStyle']);

let references;
/** Bodies of the closures antd's style helpers return, built once from antd's CommonJS build. */
function referenceBodies() {
  if (!references) {
    const utils = requireFromHere('antd/lib/theme/util/genStyleUtils.js');
    const none = () => [];
    references = new Map([
      [utils.genStyleHooks('Shape', none).toString(), 'hooks'],
      [utils.genComponentStyleHook('Shape', none).toString(), 'componentHook'],
      [utils.genSubStyleComponent('Shape', none).toString(), 'subStyle'],
    ]);
  }
  return references;
}

/** The JavaScript that stands for one export, or an error naming what is not understood. */
function shapeOf(name, value, file, source) {
  // Constants (CSS variable names, deprecated token maps) ship as they are, when JSON holds them exactly.
  if (value === null || ['string', 'number', 'boolean', 'object'].includes(typeof value)) {
    const json = JSON.stringify(value);
    if (json !== undefined && isDeepStrictEqual(JSON.parse(json), value)) return json;
  }
  // Keyframes: style code reads their rules; anything else could only ask their name.
  if (value && value._keyframe === true && typeof value.name === 'string') {
    return `({ name: ${JSON.stringify(value.name)}, _keyframe: true, getName: function (hashId) { return hashId ? hashId + '-' + this.name : this.name; } })`;
  }
  if (typeof value === 'function') {
    const kind = referenceBodies().get(value.toString());
    if (kind) return `(${KINDS[kind]})`;
    if (name === 'default' && WRAPPED_STYLE_HOOKS.has(file)) {
      if (!/export default (?:\(|function )/.test(source) || !source.includes('genStyleHooks(')) {
        throw new Error(`antd-style-shapes: ${file} no longer wraps genStyleHooks in its default export`);
      }
      return `(${KINDS.hooks})`;
    }
    if (GLOBAL_STYLE_HOOKS.has(value.name)) return '(function useGlobalStyleShape() {})';
    // Token and style builders (prepareComponentToken, genFocusStyle…): only other style modules call them, and
    // those are replaced too. One called from a component would say so at once.
    if (!/^use[A-Z]/.test(value.name)) {
      return `(function () { throw new Error(${JSON.stringify(`antd style code left out of the bundle was called: ${name} of ${file}`)}); })`;
    }
  }
  throw new Error(`antd-style-shapes: cannot stand in for export "${name}" (${typeof value}) of ${file}`);
}

/** @this {{ resourcePath: string }} */
module.exports = function antdStyleShapes(source) {
  const file = this.resourcePath;
  const commonJs = file.replace(/([\\/]antd[\\/])es([\\/])/, '$1lib$2');
  if (commonJs === file) throw new Error(`antd-style-shapes: not a module of antd's ES build: ${file}`);
  const exportsOf = requireFromHere(commonJs);
  const useToken = path.relative(path.dirname(file), file.replace(/([\\/]antd[\\/]es[\\/]).*$/, '$1theme/useToken.js')).split(path.sep).join('/');
  const lines = [`import useToken from ${JSON.stringify(useToken.startsWith('.') ? useToken : `./${useToken}`)};`];
  for (const name of Object.keys(exportsOf)) {
    const shape = shapeOf(name, exportsOf[name], path.relative(path.join(file, '../../..'), file).split(path.sep).join('/'), source);
    lines.push(name === 'default' ? `export default ${shape};` : `export var ${name} = ${shape};`);
  }
  return lines.join('\n');
};

/** antd's per-component style modules (`antd/es/button/style/index.js`…) and the wave effect's; not `antd/es/style/`. */
module.exports.STYLE_MODULES = /[\\/]antd[\\/]es[\\/](?:[^\\/]+[\\/]style[\\/][^\\/]+|_util[\\/]wave[\\/]style)\.js$/;
