import { createInstance } from '@module-federation/enhanced/runtime';
import { yieldingPlugin } from './yielding-plugin.ts';

/**
 * A remote loaded through the real federation runtime, its entry handed over by a plugin (no script to download),
 * with the yielding plugin: what ran, and between which pieces another task got its turn.
 */
let loads = 0;
async function loadWith(plugins: ReturnType<typeof yieldingPlugin>[]) {
  const log: string[] = [];
  // The federation runtime keeps what it loaded by name: each load its own host and remote.
  loads += 1;
  // Another task waiting to run (a tap, a paint) each time a piece of the load starts.
  const otherTask = () => setTimeout(() => log.push('other task'), 0);
  const container = {
    init: async () => {
      log.push('container init');
      otherTask();
    },
    get: () => {
      log.push('module files');
      otherTask();
      return async () => {
        log.push('module evaluated');
        otherTask();
        return { default: 'Page' };
      };
    },
  };
  const instance = createInstance({
    name: `shell_test_${loads}`,
    remotes: [{ name: `shop_test_${loads}`, entry: `https://example.test/mf/shop/${loads}/remoteEntry.js` }],
    plugins: [
      {
        name: 'entry-at-hand',
        loadEntry: () => {
          log.push('entry ran');
          otherTask();
          return container;
        },
      },
      ...plugins,
    ],
  });
  const mod = await instance.loadRemote<{ default: string }>(`shop_test_${loads}/page`);
  log.push('page gets the module');
  return { mod, log };
}

describe('the yielding federation plugin', () => {
  it('lets other tasks run between the pieces of a remote module load, and changes nothing else', async () => {
    const { mod, log } = await loadWith([yieldingPlugin()]);
    expect(mod?.default).toBe('Page');
    expect(log).toEqual([
      'entry ran',
      'other task',
      'container init',
      'other task',
      'module files',
      'other task',
      'module evaluated',
      'other task',
      'page gets the module',
    ]);
  });

  it('without it, the whole load is one task', async () => {
    const { log } = await loadWith([]);
    expect(log.slice(0, 5)).toEqual(['entry ran', 'container init', 'module files', 'module evaluated', 'page gets the module']);
  });
});
