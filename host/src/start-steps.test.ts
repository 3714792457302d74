import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS } from '../../shared/mf/src/shared-deps.ts';

// The shell's start (host/src/index.ts) evaluates the shared libraries one per task before its bootstrap, and
// @market/ui/start lists antd's parts the same way. Those lists repeat names kept elsewhere; these tests keep them
// in step, so a library added to the shared ones (or to @market/ui) is not evaluated in one long task again.
const source = (file: string) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
const imports = (text: string) => [...text.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!);

const steps = imports(/const START_STEPS\b.*\] = \[([\s\S]*?)\n\];/.exec(source('index.ts'))![1]!);

/** Shared singletons the first paint does not run: they load with the code that needs them. */
const LATER = ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'firebase/app', 'firebase/auth', 'firebase/firestore', 'firebase/messaging', '@market/ui/forms', '@market/ui/extras', '@market/map'];

describe("the shell's start steps", () => {
  it('are shared singletons, each once', () => {
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps) expect(SHARED_SINGLETONS).toContain(step);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('cover every shared singleton the first paint runs', () => {
    const expected = SHARED_SINGLETONS.filter((name) => !LATER.includes(name));
    expect([...steps].sort()).toEqual([...expected].sort());
  });

  it('evaluate only antd parts that @market/ui exports', () => {
    const ui = source('../../shared/ui/src/index.ts');
    const exported = new Set([...ui.split("} from 'antd'")[0]!.matchAll(/^\s+(\w+),$/gm)].map((m) => m[1]!));
    // Components assembled from some of their antd parts (antd-parts.ts), evaluated as that module.
    const assembled = /^export \{([^}]*)\} from '\.\/antd-parts\.ts';$/m.exec(ui)?.[1]?.split(',').map((n) => n.trim()) ?? [];
    // antd's theme is exported through our own (theme.ts: its tokens as the theme's CSS variables).
    if (/^export const theme\b/m.test(source('../../shared/ui/src/theme.ts')) && ui.includes("export * from './theme.ts'")) exported.add('theme');
    const parts = imports(source('../../shared/ui/src/start.ts'));
    expect(parts.length).toBeGreaterThan(5);
    for (const part of parts) {
      if (part === './antd-parts.ts') {
        expect(assembled.length).toBeGreaterThan(0);
        continue;
      }
      // `antd/es/layout` or one module of it (`antd/es/layout/layout`): the component's folder names it.
      const name = part.replace('antd/es/', '').split('/')[0]!.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
      expect([...exported, ...assembled]).toContain(name === 'Theme' ? 'theme' : name);
    }
  });
});
