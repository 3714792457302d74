// The lint rule market/no-import-cycle on files written for each case: a circle through type-only imports is reported
// on the import that closes it, with the route; imports that make no circle, and packages, are not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './import-cycle.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the files, then lints `file` (one of them) with the rule alone; the messages. */
function lint(files: Record<string, string>, file: string): string[] {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const linter = new Linter({ configType: 'flat', cwd: dir });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { market: { rules: { 'no-import-cycle': noImportCycle } } }, rules: { 'market/no-import-cycle': 'error' as const } }];
  return linter.verify(files[file]!, config, { filename: path.join(dir, file) }).map((m) => m.message);
}

it('a circle of type-only imports (a route and the server that registers it) is reported with its route', () => {
  const files = {
    'server.ts': "import { routes } from './routes/a.ts';\nexport interface Scopes { n: number }\nexport const all = [routes];\n",
    'routes/a.ts': "import type { Scopes } from '../server.ts';\nexport function routes(s: Scopes): number { return s.n; }\n",
  };
  expect(lint(files, 'routes/a.ts')).toEqual([`Import cycle, type imports included: ${path.join('routes', 'a.ts')} → server.ts → ${path.join('routes', 'a.ts')}. Move what both need into a third file.`]);
  expect(lint(files, 'server.ts')).toHaveLength(1);
});

it('a longer circle through a re-export and an import without extension', () => {
  const files = {
    'a.ts': "export type { B } from './b.ts';\nexport type A = 1;\n",
    'b.ts': "import type { C } from './c';\nexport type B = C;\n",
    'c.ts': "import type { A } from './a.ts';\nexport type C = A;\n",
  };
  expect(lint(files, 'a.ts')).toEqual(['Import cycle, type imports included: a.ts → b.ts → c.ts → a.ts. Move what both need into a third file.']);
});

it('no circle: the shared type in a third file, and packages, are fine', () => {
  const files = {
    'types.ts': "import type { FastifyInstance } from 'fastify';\nexport interface Scopes { app: FastifyInstance }\n",
    'server.ts': "import { routes } from './routes/a.ts';\nimport type { Scopes } from './types.ts';\nexport const all: ((s: Scopes) => void)[] = [routes];\n",
    'routes/a.ts': "import type { Scopes } from '../types.ts';\nexport function routes(_s: Scopes): void {}\n",
  };
  expect(lint(files, 'routes/a.ts')).toEqual([]);
  expect(lint(files, 'server.ts')).toEqual([]);
});
