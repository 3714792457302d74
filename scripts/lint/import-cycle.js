// The lint rule `market/no-import-cycle`: no file imports, directly or through others, a file that imports it back,
// type-only imports included. (import-x/no-cycle leaves type imports out: a circle of types is still a circle a reader
// walks, and it ties the files' order of change.) Relative imports only: the packages' own rules cover the rest.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ mtimeMs: number, imports: string[] }} Entry */
/** @type {Map<string, Entry>} the relative imports of each file read, kept while it is unchanged */
const graph = new Map();

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/**
 * The file a relative specifier names from `from`, or undefined (a package, or nothing there).
 * @param {string} from
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * The files a file imports or re-exports from, types included (TypeScript's own pre-scan of the import lines).
 * @param {string} file
 * @returns {string[]}
 */
export function importsOf(file) {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const known = graph.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const found = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false).importedFiles;
  const imports = [...new Set(found.map((f) => resolveRelative(file, f.fileName)).filter((f) => f !== undefined))];
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * A path of imports from `start` back to `target` (start first, target last), or undefined.
 * @param {string} start
 * @param {string} target
 * @returns {string[] | undefined}
 */
export function pathBack(start, target) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const here = /** @type {string} */ (queue.shift());
    for (const next of importsOf(here)) {
      if (next === target) {
        const route = [target, here];
        for (let at = cameFrom.get(here); at; at = cameFrom.get(at)) route.push(at);
        return route.reverse();
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, here);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import (type-only ones too) of a file that imports this one back.' },
    schema: [],
    messages: { cycle: 'Import cycle, type imports included: {{route}}. Move what both need into a third file.' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;
    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const route = pathBack(target, file);
      if (route) context.report({ node, messageId: 'cycle', data: { route: [file, ...route].map((f) => path.relative(root, f)).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
