/**
 * The site's services on their own, without HTTP: stories as one run of frames per shop, the gazetteer's nearest
 * place, the help page with its FAQ, and a banner's shops.
 */
import { bannerOf } from '../../src/services/banners.ts';
import { infoPage } from '../../src/services/help.ts';
import { placeAt } from '../../src/services/places.ts';
import { storyRuns } from '../../src/services/stories.ts';
import { freshContext } from './helpers.ts';

const market = freshContext();
let ctx: ReturnType<typeof market>;
beforeAll(() => {
  ctx = market();
});

const approvedShops = () => ctx.db.all<{ id: number }>("SELECT id FROM shops WHERE status = 'approved' ORDER BY id LIMIT 2").map((r) => r.id);
const productOf = (shopId: number) => ctx.db.get<{ id: number; uuid: string }>('SELECT id, uuid FROM products WHERE shop_id = ? AND addon = 0 AND active = 1 ORDER BY id LIMIT 1', [shopId])!;

describe('stories', () => {
  it("one run per shop in the order of each shop's newest story, a frame per file; the page counts stories", () => {
    const [a, b] = approvedShops() as [number, number];
    const story = (shop: number, at: string, files: string[]) =>
      ctx.db.insert('stories', { shop_id: shop, product_id: productOf(shop).id, file_urls: JSON.stringify(files), created_at: at });
    story(a, '2099-01-03T00:00:00Z', ['a1.jpg', 'a2.jpg']);
    story(b, '2099-01-02T00:00:00Z', ['b1.jpg']);
    story(a, '2099-01-01T00:00:00Z', ['a3.jpg']);
    const runs = storyRuns(ctx, { page: 1, perPage: 3, offset: 0 }, 'en');
    expect(runs.map((frames) => frames.map((f) => [f.shop_id, f.url]))).toEqual([
      [[a, 'a1.jpg'], [a, 'a2.jpg'], [a, 'a3.jpg']],
      [[b, 'b1.jpg']],
    ]);
    expect(runs[0]![0]).toMatchObject({ product_uuid: productOf(a).uuid, created_at: '2099-01-03T00:00:00Z', updated_at: '2099-01-03T00:00:00Z' });
    expect(storyRuns(ctx, { page: 1, perPage: 1, offset: 0 }, 'en').map((frames) => frames.length)).toEqual([2]);
  });

  it('leaves out a story of a product no longer on sale', () => {
    const [a] = approvedShops() as [number];
    const product = ctx.db.insert('products', { uuid: 'story-off', shop_id: a, category_id: 1, img: '/p.png', translations: '{"en":{"title":"Off"}}', active: 0, created_at: '2030-01-01' });
    ctx.db.insert('stories', { shop_id: a, product_id: product, file_urls: '["off.jpg"]', created_at: '2100-01-01T00:00:00Z' });
    expect(storyRuns(ctx, { page: 1, perPage: 1, offset: 0 }, 'en').flat().map((f) => f.url)).not.toContain('off.jpg');
  });
});

describe('the gazetteer', () => {
  const at: [number, number] = [10, 20];
  // About 0.55 km and 1.1 km north of the point, and one 2.2 km away.
  it('answers the nearest place within 1.5 km, else 404', () => {
    const place = (address: string, dLat: number) => ctx.db.insert('places', { address, city: 'C', country: 'X', latitude: at[0] + dLat, longitude: at[1] });
    place('far', 0.02);
    place('near', 0.01);
    place('nearest', 0.005);
    expect(placeAt(ctx, at)).toEqual({ address: 'nearest', location: { latitude: 10.005, longitude: 20 }, city: 'C', country: 'X' });
    expect(() => placeAt(ctx, [10.05, 20])).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe('information pages', () => {
  it('the help page comes with the FAQ in its order (question and answer); another page without; an unknown type is a 404', () => {
    ctx.db.run('DELETE FROM faqs');
    ctx.db.insert('faqs', { position: 2, translations: JSON.stringify({ en: { title: 'Second?', description: 'Yes' } }) });
    ctx.db.insert('faqs', { position: 1, translations: JSON.stringify({ en: { title: 'First?' } }) });
    ctx.db.run("INSERT OR REPLACE INTO pages (type, translations) VALUES ('help', ?), ('about', ?)", ['{"en":{"title":"Help"}}', '{"en":{"title":"About"}}']);
    expect(infoPage(ctx, 'help', 'en').faqs!.map((f) => [f.translation.question, f.translation.answer])).toEqual([['First?', ''], ['Second?', 'Yes']]);
    expect(infoPage(ctx, 'about', 'en').faqs).toBeUndefined();
    expect(() => infoPage(ctx, 'nothing', 'en')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe('banners', () => {
  it("lists only a banner's approved shops; an unknown banner is a 404", () => {
    const [a] = approvedShops() as [number];
    const pending = ctx.db.get<{ id: number }>("SELECT id FROM shops WHERE status != 'approved' LIMIT 1")?.id ?? 0;
    const id = ctx.db.insert('banners', { img: '/b.png', translations: '{"en":{"title":"Deals"}}', shop_ids: JSON.stringify([a, pending]), created_at: '2030-01-01' });
    const banner = bannerOf(ctx, id, 'en', {});
    expect(banner.shops.map((s) => s.id)).toEqual([a]);
    expect(banner.shops_count).toBe(1);
    expect(() => bannerOf(ctx, 999_999, 'en', {})).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});
