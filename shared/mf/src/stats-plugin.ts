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
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
      const files: Record<string, string[]> = {};
      for (const chunk of json.chunks ?? []) {
        const pkgs = new Set<string>();
        const visit = (mods: typeof chunk.modules) => {
          for (const m of mods ?? []) {
            const id = m.nameForCondition ?? m.identifier ?? m.name ?? '';
            // Federation's provide/consume entries name a package without carrying its code.
            const label = `${m.identifier ?? ''} ${m.name ?? ''}`;
            if (/(provide|consume) shared module|container entry|remote /.test(label) && !m.modules) continue;
            const pkg = packageOf(id);
            if (pkg) pkgs.add(pkg);
            if (m.modules) visit(m.modules);
          }
        };
        visit(chunk.modules);
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
