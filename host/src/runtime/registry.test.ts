import { jest } from '@jest/globals';
import { CANARY_SEED_KEY, chooseVersions } from '@market/contract';
import { fetchRegistry } from './registry.ts';

const LIVE = '/mf/catalogue-search/aaaaaaaaaaaa/mf-manifest.json';
const CANARY = '/mf/catalogue-search/bbbbbbbbbbbb/mf-manifest.json';
const file = (share: number) => ({ catalogue_search: LIVE, canaries: { catalogue_search: { entry: CANARY, share } } });

describe('the registry the shell registers', () => {
  it("takes boot.js's answer and registers this browser's versions: the canary within its share, the same on every read", async () => {
    localStorage.setItem(CANARY_SEED_KEY, '0123456789abcdef');
    window.__marketRegistry = Promise.resolve(file(50));
    const chosen = await fetchRegistry();
    expect(chosen).toEqual(chooseVersions(file(50), '0123456789abcdef'));
    expect(Object.keys(chosen)).toEqual(['catalogue_search']);
    // A retry reads the file again (no early answer left): the same choice.
    const fetchMock = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(file(50))));
    expect(await fetchRegistry()).toEqual(chosen);
    expect(fetchMock).toHaveBeenCalledWith('/mf/remotes.json');
    fetchMock.mockRestore();
  });
});
