import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  abortCanary, canaryOf, checkCompatible, commitVersion, DeployError, exposedModules, KEEP_VERSIONS, liveVersion, previousVersion, promoteCanary,
  publishVersion, pruneVersions, readRegistry, rollbackVersion, stageVersion, switchVersion, versionOf,
} from './deploy.ts';

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir, `${dir}.deploys.json`);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const shared = (react: string) => [
  { name: 'react', version: react },
  { name: '@market/ui', version: '6.1.0' },
];

function makeSite(): string {
  const site = tempDir('deploy-test-');
  fs.mkdirSync(path.join(site, 'mf'));
  fs.writeFileSync(path.join(site, 'mf-manifest.json'), JSON.stringify({ name: 'host', shared: shared('19.3.1') }));
  return site;
}

/** A remote build: manifest, entry, one exposed module with one chunk; `text` makes it a different build. */
function makeBuild(text: string, over: { react?: string; publicPath?: string; missing?: boolean; broken?: boolean } = {}): string {
  const dir = tempDir('deploy-build-');
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'catalogue_search',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: over.publicPath ?? 'auto' },
      shared: shared(over.react ?? '19.3.1'),
      exposes: [{ name: 'search-page', path: './search-page', assets: { js: { sync: ['page.0123456789.js'], async: [] }, css: { sync: [], async: [] } } }],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var catalogue_search = ${JSON.stringify(`${text} `.repeat(400))};`);
  if (!over.missing) fs.writeFileSync(path.join(dir, 'page.0123456789.js'), over.broken ? 'var page = {' : 'var page = 1;');
  return dir;
}

describe('deploying a remote into a site', () => {
  it('publishes a build once as an immutable, precompressed version named by its content', () => {
    const site = makeSite();
    const build = makeBuild('one');
    const version = publishVersion(site, 'catalogue-search', build, ['search-page']);
    expect(version).toBe(versionOf(build));
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(fs.existsSync(path.join(site, 'mf/catalogue-search', version, 'remoteEntry.js.br'))).toBe(true);
    expect(publishVersion(site, 'catalogue-search', build)).toBe(version);
    expect(versionOf(makeBuild('two'))).not.toBe(version);
    // Nothing is left aside.
    expect(fs.readdirSync(path.join(site, 'mf/catalogue-search'))).toEqual([version]);
  });

  it('stages a build aside, served under a dot folder for the check in a browser; a refusal leaves nothing, a commit moves it into place', () => {
    const site = makeSite();
    const build = makeBuild('staged');
    const refused = stageVersion(site, 'catalogue-search', build, ['search-page']);
    expect(refused.manifestUrl).toMatch(new RegExp(`^/mf/catalogue-search/\\.${refused.version}\\.[0-9]+\\.[0-9a-f]{8}/mf-manifest\\.json$`));
    expect(fs.existsSync(path.join(site, path.dirname(refused.manifestUrl), 'remoteEntry.js.br'))).toBe(true);
    expect(exposedModules(refused.aside!)).toEqual(['search-page']);
    commitVersion(site, 'catalogue-search', refused, false);
    expect(fs.readdirSync(path.join(site, 'mf/catalogue-search'))).toEqual([]);
    const accepted = stageVersion(site, 'catalogue-search', build, ['search-page']);
    commitVersion(site, 'catalogue-search', accepted);
    expect(fs.readdirSync(path.join(site, 'mf/catalogue-search'))).toEqual([accepted.version]);
    // Published already: nothing aside, the check loads the version folder itself.
    const again = stageVersion(site, 'catalogue-search', build);
    expect(again.aside).toBeNull();
    expect(again.manifestUrl).toBe(`/mf/catalogue-search/${accepted.version}/mf-manifest.json`);
  });

  it('refuses a build for another major of a shared library, a missing or unparsable file, another public path, a missing module', () => {
    const site = makeSite();
    expect(() => checkCompatible(site, 'catalogue-search', makeBuild('x', { react: '18.3.1' }))).toThrow(/react 18\.3\.1, the host provides 19\.3\.1/);
    expect(() => checkCompatible(site, 'catalogue-search', makeBuild('x'))).not.toThrow();
    expect(() => publishVersion(site, 'catalogue-search', makeBuild('a', { missing: true }))).toThrow(/page\.0123456789\.js is missing/);
    expect(() => publishVersion(site, 'catalogue-search', makeBuild('b', { broken: true }))).toThrow(/is not valid JavaScript/);
    expect(() => publishVersion(site, 'catalogue-search', makeBuild('c', { publicPath: '/mf/catalogue-search/' }))).toThrow(/not "auto"/);
    expect(() => publishVersion(site, 'catalogue-search', makeBuild('d'), ['shop-page'])).toThrow(DeployError);
    expect(fs.readdirSync(path.join(site, 'mf/catalogue-search'))).toEqual([]);
  });

  it('switches, rolls back one version at a time, and an earlier-started deploy does not replace a later one', async () => {
    const site = makeSite();
    const [v1, v2, v3] = ['one', 'two', 'three'].map((t) => publishVersion(site, 'catalogue-search', makeBuild(t)));
    expect((await switchVersion(site, 'catalogue-search', v1!, 1)).applied).toBe(true);
    expect((await switchVersion(site, 'catalogue-search', v2!, 2)).previous).toBe(v1);
    expect(readRegistry(site)).toEqual({ catalogue_search: `/mf/catalogue-search/${v2}/mf-manifest.json` });
    expect(previousVersion(site, 'catalogue-search')).toBe(v1);
    // Started before the live one: published, not live.
    expect(await switchVersion(site, 'catalogue-search', v3!, 1.5)).toEqual({ applied: false, previous: v2, supersededBy: v2 });
    expect(liveVersion(site, 'catalogue-search')).toBe(v2);
    expect(await rollbackVersion(site, 'catalogue-search', 3)).toEqual({ from: v2, to: v1 });
    expect(liveVersion(site, 'catalogue-search')).toBe(v1);
    await expect(rollbackVersion(site, 'catalogue-search', 4)).rejects.toThrow(/no earlier version/);
  });

  it('two switches at once, for two remotes, both land', async () => {
    const site = makeSite();
    const a = publishVersion(site, 'catalogue-search', makeBuild('a'));
    const reservations = makeBuild('r');
    const manifest = JSON.parse(fs.readFileSync(path.join(reservations, 'mf-manifest.json'), 'utf8'));
    fs.writeFileSync(path.join(reservations, 'mf-manifest.json'), JSON.stringify({ ...manifest, name: 'reservations' }));
    const b = publishVersion(site, 'reservations', reservations);
    await Promise.all([switchVersion(site, 'catalogue-search', a, 1), switchVersion(site, 'reservations', b, 1)]);
    expect(readRegistry(site)).toEqual({
      catalogue_search: `/mf/catalogue-search/${a}/mf-manifest.json`,
      reservations: `/mf/reservations/${b}/mf-manifest.json`,
    });
  });

  it('puts a canary beside the live version, promotes it, aborts another, and a deploy to everyone replaces a third', async () => {
    const site = makeSite();
    const [v1, v2, v3, v4] = ['one', 'two', 'three', 'four'].map((t) => publishVersion(site, 'catalogue-search', makeBuild(t)));
    const url = (v: string) => `/mf/catalogue-search/${v}/mf-manifest.json`;
    await expect(switchVersion(site, 'catalogue-search', v1!, 1, 10)).rejects.toThrow(/no live version/);
    await switchVersion(site, 'catalogue-search', v1!, 1);
    await expect(switchVersion(site, 'catalogue-search', v1!, 2, 10)).rejects.toThrow(/live version already/);
    await expect(switchVersion(site, 'catalogue-search', v2!, 2, 100)).rejects.toThrow(DeployError);
    expect((await switchVersion(site, 'catalogue-search', v2!, 2, 10)).applied).toBe(true);
    expect(readRegistry(site)).toEqual({ catalogue_search: url(v1!), canaries: { catalogue_search: { entry: url(v2!), share: 10 } } });
    expect(liveVersion(site, 'catalogue-search')).toBe(v1);
    expect(canaryOf(site, 'catalogue-search')).toEqual({ version: v2, share: 10 });
    // The same canary at a larger share.
    await switchVersion(site, 'catalogue-search', v2!, 3, 20);
    expect(canaryOf(site, 'catalogue-search')).toEqual({ version: v2, share: 20 });
    expect(await promoteCanary(site, 'catalogue-search', 4)).toEqual({ from: v1, to: v2 });
    expect(readRegistry(site)).toEqual({ catalogue_search: url(v2!) });
    expect(previousVersion(site, 'catalogue-search')).toBe(v1);
    await expect(promoteCanary(site, 'catalogue-search', 5)).rejects.toThrow(/no canary to promote/);
    await switchVersion(site, 'catalogue-search', v3!, 5, 50);
    await expect(abortCanary(site, 'catalogue-search', 'too many errors', v4)).rejects.toThrow(/canary is .* not/);
    expect(await abortCanary(site, 'catalogue-search', 'too many errors', v3)).toEqual({ aborted: v3, live: v2 });
    expect(readRegistry(site)).toEqual({ catalogue_search: url(v2!) });
    await expect(abortCanary(site, 'catalogue-search', 'again')).rejects.toThrow(/no canary to abort/);
    await switchVersion(site, 'catalogue-search', v3!, 6, 50);
    await switchVersion(site, 'catalogue-search', v4!, 7);
    expect(readRegistry(site)).toEqual({ catalogue_search: url(v4!) });
  });

  it("two teams' canaries, a promotion and a deploy at once all land", async () => {
    const site = makeSite();
    const build = (remote: string, text: string) => {
      const dir = makeBuild(text);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ ...manifest, name: remote.replace(/-/g, '_') }));
      return publishVersion(site, remote as 'catalogue-search', dir);
    };
    const remotes = ['catalogue-search', 'reservations', 'parcels-recipes', 'chat-notifications'] as const;
    const [live, next] = [remotes.map((r) => build(r, `${r} live`)), remotes.map((r) => build(r, `${r} next`))];
    await Promise.all(remotes.map((r, i) => switchVersion(site, r, live[i]!, 1)));
    await switchVersion(site, 'parcels-recipes', next[2]!, 2, 30);
    await Promise.all([
      switchVersion(site, 'catalogue-search', next[0]!, 3, 10),
      switchVersion(site, 'reservations', next[1]!, 3, 25),
      promoteCanary(site, 'parcels-recipes', 3),
      switchVersion(site, 'chat-notifications', next[3]!, 3),
    ]);
    const url = (r: string, v: string) => `/mf/${r}/${v}/mf-manifest.json`;
    expect(readRegistry(site)).toEqual({
      catalogue_search: url('catalogue-search', live[0]!),
      reservations: url('reservations', live[1]!),
      parcels_recipes: url('parcels-recipes', next[2]!),
      chat_notifications: url('chat-notifications', next[3]!),
      canaries: {
        catalogue_search: { entry: url('catalogue-search', next[0]!), share: 10 },
        reservations: { entry: url('reservations', next[1]!), share: 25 },
      },
    });
  });

  it('prunes the oldest versions, never the live one or the one before it', async () => {
    const site = makeSite();
    const versions: string[] = [];
    for (let i = 0; i < KEEP_VERSIONS + 4; i++) {
      const v = publishVersion(site, 'catalogue-search', makeBuild(`build ${i}`));
      // The oldest first: the live one and the one before are the two oldest here.
      fs.utimesSync(path.join(site, 'mf/catalogue-search', v), new Date(1000 * (i + 1)), new Date(1000 * (i + 1)));
      versions.push(v);
    }
    await switchVersion(site, 'catalogue-search', versions[1]!, 1);
    await switchVersion(site, 'catalogue-search', versions[0]!, 2);
    const removed = await pruneVersions(site, 'catalogue-search');
    const left = fs.readdirSync(path.join(site, 'mf/catalogue-search'));
    expect(left).toHaveLength(KEEP_VERSIONS);
    expect(left).toEqual(expect.arrayContaining([versions[0], versions[1]]));
    expect(removed).toHaveLength(versions.length - KEEP_VERSIONS);
  });
});
