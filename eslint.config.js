// The house rules as a linter (`npm run lint`, run by `npm test` before jest): who may import what, the rules of
// hooks, and no import cycles. A rule here replaces a reviewer's remark; what it finds is fixed, not silenced.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { noImportCycle } from './scripts/lint/import-cycle.js';
import { noDatabaseInRoute } from './scripts/lint/route-database.js';

const ROOT = import.meta.dirname;
/** Our own rules (scripts/lint/), each tested there on files written per case. */
const market = { rules: { 'no-import-cycle': noImportCycle, 'no-database-in-route': noDatabaseInRoute } };
const dirs = (dir) => (fs.existsSync(path.join(ROOT, dir)) ? fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

const REMOTES = dirs('remotes');
/** A remote's federation name (`cart-checkout-group` → `cart_checkout_group`), which the host imports it by. */
const federationName = (remote) => remote.replace(/-/g, '_');

/**
 * Imports that belong to one package of ours only: antd (and its parts) to @market/ui, the router to @market/router,
 * Leaflet to @market/map.
 */
const ANTD = ['antd', 'antd/*', '@ant-design/*', '@rc-component/*', 'rc-*'];
const ROUTER = ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'];
/** The map library belongs to @market/map, which pages load only through its lazy entry. */
const LEAFLET = ['leaflet', 'leaflet/*'];
const onlyIn = (names, home) => ({ group: names, message: `Import this through ${home}: it is the one door to it.` });

/**
 * A feature's files reach another feature of the same app only through that feature's public entry (its index.ts):
 * one zone per feature, generated from the folders, so a new feature is covered without editing this file.
 */
function featureZones(appSrc) {
  const features = dirs(path.join(appSrc, 'features'));
  return features.map((feature) => ({
    target: `./${appSrc}/features/${feature}`,
    from: `./${appSrc}/features`,
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: `A feature reaches another one through its public entry (features/<feature>/index.ts) only.`,
  }));
}
const APPS = ['host/src', ...REMOTES.map((r) => `remotes/${r}/src`)];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'test-results/**', 'playwright-report/**', 'shared/ui/generated/**', '**/*.cjs', 'host/public/**', '.data/**'],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, '@typescript-eslint': tseslint.plugin },
    settings: {
      // The import rules read the files they follow with the same parser (without it no-cycle sees no TypeScript file).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [onlyIn(ANTD, '@market/ui'), onlyIn(ROUTER, '@market/router'), onlyIn(LEAFLET, '@market/map')] }],
      'import-x/no-restricted-paths': ['error', { zones: APPS.flatMap(featureZones) }],
    },
  },
  // Markup from text only through the one sanitizing component; counts written by the app's number formatter.
  {
    files: ['host/**/*.tsx', 'remotes/**/*.tsx', 'shared/**/*.tsx'],
    ignores: ['shared/ui/src/safe-html.tsx', 'shared/ui/src/counts.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'HTML from text goes through <SafeHtml> (@market/ui), the one component that sanitizes it.',
        },
        {
          selector: "JSXOpeningElement[name.name='Badge'] > JSXAttribute[name.name='count']",
          message: "A count goes in <CountBadge> (@market/ui), which writes it in the page's digits; antd's Badge is for status dots.",
        },
      ],
    },
  },
  // antd lives in @market/ui (and antd's build-time styles beside it), the router in @market/router.
  {
    files: ['shared/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyIn(ROUTER, '@market/router'), onlyIn(LEAFLET, '@market/map')] }] },
  },
  // Inside @market/ui's components too, colours come from our `theme` (theme.ts): antd's own `theme.useToken()` gives
  // the values of the theme the provider last rendered, which stay those of the old theme until its deferred render,
  // where the variables change with the page's theme at once.
  {
    files: ['shared/ui/src/**'],
    ignores: ['shared/ui/src/theme.ts', 'shared/ui/src/theme.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', importNames: ['theme'], message: "Colours come from `theme` of ./theme.ts (CSS variables), never from antd's theme directly." }],
          patterns: [onlyIn(ROUTER, '@market/router'), onlyIn(LEAFLET, '@market/map')],
        },
      ],
    },
  },
  {
    files: ['shared/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyIn(ANTD, '@market/ui'), onlyIn(LEAFLET, '@market/map')] }] },
  },
  {
    files: ['shared/map/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [onlyIn(ANTD, '@market/ui'), onlyIn(ROUTER, '@market/router')] }] },
  },
  // A remote never imports another remote or the host, by package or by federation name.
  ...REMOTES.map((remote) => ({
    files: [`remotes/${remote}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            onlyIn(ANTD, '@market/ui'),
            onlyIn(ROUTER, '@market/router'),
            onlyIn(LEAFLET, '@market/map'),
            {
              group: [
                '@market/host', '@market/host/*',
                ...REMOTES.filter((r) => r !== remote).flatMap((r) => [`@market/${r}`, `@market/${r}/*`, federationName(r), `${federationName(r)}/*`]),
                '**/host/src/**', ...REMOTES.filter((r) => r !== remote).map((r) => `**/remotes/${r}/**`),
              ],
              message: 'A remote never imports another remote or the host: they meet at run time through the shell (the bus, the registry).',
            },
          ],
        },
      ],
    },
  })),
  // The API is layered routes → services → db: a route never imports another route, a service never imports a route.
  {
    files: ['api/src/routes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['./*'], message: 'A route never imports another route: what two routes share is a service (api/src/services) or a helper (api/src/lib).' }] }] },
  },
  {
    files: ['api/src/services/**', 'api/src/db/**', 'api/src/lib/**', 'api/src/auth/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../routes/*', '**/routes/*'], message: 'Services, the database and helpers never import a route: routes call them, not the other way round.' }] }] },
  },
  // No circle of imports in the API, type-only imports included (import-x/no-cycle above leaves those out).
  {
    files: ['api/**/*.ts'],
    plugins: { market },
    rules: { 'market/no-import-cycle': 'error' },
  },
  // A route parses, checks and answers; the service it calls owns the SQL and the rule (routes → services → db).
  {
    files: ['api/src/routes/**'],
    rules: { 'market/no-database-in-route': 'error' },
  },
  // Tests and tools may reach into any layer to set a scene; the apps' own boundaries still hold in their tests.
  {
    files: ['e2e/**', 'scripts/**', 'nginx/**', 'api/test/**', 'api/bench/**', 'api/wire/**', '**/rspack.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
