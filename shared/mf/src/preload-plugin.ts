import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

/**
 * Preloads, from the HTML, the files of a named async chunk group that the entry imports at once (the host's
 * bootstrap behind its async boundary): the browser asks for them with the entry instead of after the entry has
 * downloaded and run, one round trip less before the first render.
 */
export class PreloadChunkGroupPlugin implements RspackPluginInstance {
  private readonly group: string;

  constructor(group: string) {
    this.group = group;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunkGroupPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('PreloadChunkGroupPlugin', async (data) => {
        const group = compilation.namedChunkGroups.get(this.group);
        if (!group) throw new Error(`PreloadChunkGroupPlugin: no chunk group named ${this.group}`);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = group.getFiles().filter((f) => /\.(js|css)$/.test(f));
        for (const file of files) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            // Low, as the deferred entry is: the first paint does not wait for either, and neither competes with the
            // stylesheets and boot.js that it does wait for.
            attributes: { rel: 'preload', href: publicPath + file, as: file.endsWith('.css') ? 'style' : 'script', fetchpriority: 'low' },
          });
        }
        return data;
      });
    });
  }
}
