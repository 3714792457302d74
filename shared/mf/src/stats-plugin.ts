import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** The package a module path belongs to: node_modules/<pkg> or a workspace package under shared/<pkg>. */
export function packageOf(modulePath: string): string | null {
  const normalized = modulePath.replace(/\\/g, '/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = normalized.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ws = /\/shared\/([a-z-]+)\/src\//.exec(normalized);
  return ws ? `@market/${ws[1]}` : null;
}

/**
 * Writes dist/bundle-stats.json: for each emitted JS file, the packages whose code it carries. The e2e suite
 * matches it against the files a page downloaded to prove that no library is downloaded twice.
 */
export class BundleStatsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BundleStatsPlugin', (stats) => {
      // Modules with the chunks they are in (a chunk's own module list leaves out what an eager shared module pulls
      // into the entry).
      const json = stats.toJson({ all: false, modules: true, nestedModules: true, chunks: true, ids: true });
      const pkgsOfChunk = new Map<string | number, Set<string>>();
      const visit = (mods: typeof json.modules, chunks: (string | number)[] | undefined) => {
        for (const m of mods ?? []) {
          const id = m.nameForCondition ?? m.identifier ?? m.name ?? '';
          // Federation's provide/consume entries name a package without carrying its code.
          const label = `${m.identifier ?? ''} ${m.name ?? ''}`;
          const where = m.chunks ?? chunks ?? [];
          if (m.modules) visit(m.modules, where);
          if (/(provide|consume) shared module|container entry|remote /.test(label) && !m.modules) continue;
          const pkg = packageOf(id);
          if (!pkg) continue;
          for (const c of where) pkgsOfChunk.set(c, (pkgsOfChunk.get(c) ?? new Set()).add(pkg));
        }
      };
      visit(json.modules, undefined);
      const files: Record<string, string[]> = {};
      for (const chunk of json.chunks ?? []) {
        const pkgs = pkgsOfChunk.get(chunk.id!) ?? new Set<string>();
        for (const file of chunk.files ?? []) {
          if (file.endsWith('.js')) files[file] = [...new Set([...(files[file] ?? []), ...pkgs])].sort();
        }
      }
      const out = compiler.options.output.path ?? 'dist';
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, 'bundle-stats.json'), JSON.stringify({ files }, null, 1));
    });
  }
}
