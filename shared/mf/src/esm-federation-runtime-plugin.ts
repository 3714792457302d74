import fs from 'node:fs';
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/** A file of one of the federation runtime's packages in its CommonJS build. */
const RUNTIME_CJS = /[\\/]node_modules[\\/]@module-federation[\\/][a-z-]+[\\/]dist[\\/].+\.cjs$/;

/** The same file in the package's ES module build (`.js`, or `.mjs` where the package names it so), if there is one. */
function esmOf(file: string): string | undefined {
  for (const ext of ['.js', '.mjs']) {
    const candidate = file.replace(/\.cjs$/, ext);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The federation runtime from its ES module build. The federation plugins find the runtime with Node's `require.resolve`
 * (the bundler runtime the entry imports, the runtime-tools and runtime aliases), which gives each package's CommonJS
 * build; a bundler keeps the whole of a CommonJS module, so every app's entry carried the runtime's Node paths,
 * its manifest-to-snapshot converter and its config helpers, and each remote's entry a copy of all that again. From
 * the ES module build it keeps what is called. All of it is swapped, so no package is bundled in both builds (two
 * copies of the runtime's state).
 */
export class EsmFederationRuntimePlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    // The entry's runtime imports the bundler runtime (and the host's runtime plugins) by absolute path.
    new rspack.NormalModuleReplacementPlugin(RUNTIME_CJS, (resource: { request: string }) => {
      const esm = RUNTIME_CJS.test(resource.request) ? esmOf(resource.request) : undefined;
      if (esm) resource.request = esm;
    }).apply(compiler);
    // The federation plugins' aliases (set as the plugins are applied, and after them): registered later, this runs
    // after theirs.
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, target] of Object.entries(alias)) {
        if (typeof target === 'string' && RUNTIME_CJS.test(target)) {
          const esm = esmOf(target);
          if (esm) alias[key] = esm;
        }
      }
    });
  }
}
