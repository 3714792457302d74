import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

export interface ModuleSwap {
  /** The import as a library's file writes it. */
  request: RegExp;
  /** The folder of the library's files whose import is swapped (other importers keep the original). */
  from: RegExp;
  /** Our module that takes its place. */
  to: string;
}

/**
 * Swaps a module that a library imports for one of ours (antd's scroll locker, its scroll-bar measure, its CSS
 * variable registration). Such a swap matches the library's file layout, which a library upgrade may change without a
 * word; then the swap would silently stop. So a build whose modules include the library's folder but that swapped
 * nothing fails, naming the swap. A swap made once holds for the compiler's life: a watch mode's rebuild resolves again
 * only what changed, so the replacement is not asked again for an import it swapped before.
 */
export class ModuleSwapPlugin implements RspackPluginInstance {
  private readonly swaps: ModuleSwap[];

  constructor(swaps: ModuleSwap[]) {
    this.swaps = swaps;
  }

  apply(compiler: Compiler): void {
    const swapped = new Set<ModuleSwap>();
    for (const swap of this.swaps) {
      new rspack.NormalModuleReplacementPlugin(swap.request, (resource: { context: string; request: string }) => {
        if (!swap.from.test(resource.context)) return;
        resource.request = swap.to;
        swapped.add(swap);
      }).apply(compiler);
    }
    compiler.hooks.thisCompilation.tap('ModuleSwapPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ModuleSwapPlugin', (modules) => {
        for (const swap of this.swaps) {
          if (swapped.has(swap)) continue;
          const present = [...modules].some((m) => {
            const resource = (m as { resource?: string }).resource;
            return typeof resource === 'string' && swap.from.test(resource.slice(0, resource.lastIndexOf('/')));
          });
          if (present) {
            compilation.errors.push(
              new rspack.WebpackError(`ModuleSwapPlugin: nothing in ${swap.from} imports ${swap.request} any more, so ${swap.to} is not used: the library changed its files; update the swap`),
            );
          }
        }
      });
    });
  }
}
