import { QueryObserver } from '@tanstack/react-query';
import { createApiServer, http as mock, ok, page } from '@market/testing';
import { createQueryClient } from './query-client.ts';
import {
  ADDRESSES_KEY, addressesChanged, addressesQuery, fetchAddresses, fetchPayments, fetchProfile, fetchSettings, fetchShop, fetchShopProducts,
  fetchShopTags, PAYMENTS_KEY, paymentsQuery, PROFILE_KEY, profileChanged, profileQuery, setActiveAddress, SETTINGS_KEY, settingsOf, settingsQuery,
  SHOP_TAGS_KEY, shopKey, shopProductsKey, shopProductsQuery, shopQuery, shopTagsQuery, updatePassword, updatePhone, updateProfile,
} from './resources.ts';

/** Every call the tests made, as path and query. */
const asked: string[] = [];
const record = (request: Request) => {
  const url = new URL(request.url);
  asked.push(`${request.method} ${url.pathname.replace('/api/v1/', '')}${url.search}`);
};

/** The profile the API holds; the update calls change it. */
let profile = { id: 1, uuid: 'u1', firstname: 'Demo', phone: '+100', empty_p: true, wallet: { id: 1, uuid: 'w', price: 5, symbol: '$' } };
/** The saved addresses as a family backend may send them: numeric strings, 0/1, a null title. */
let addresses: unknown = {
  data: [
    { id: 1, title: 'Home', address: { address: '1 Main St' }, location: { latitude: 38.9, longitude: -77.03 }, active: true },
    { id: 2, title: null, address: { address: '2 K St' }, location: { latitude: '38.91', longitude: '-77.04' }, active: 0 },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 100, total: 2 },
};
/** The bodies the write calls sent. */
const sent: unknown[] = [];

createApiServer(
  mock.get('*/dashboard/user/profile/show', ({ request }) => {
    record(request);
    return ok(profile);
  }),
  mock.put('*/dashboard/user/profile/update', async ({ request }) => {
    record(request);
    const body = (await request.json()) as Record<string, string>;
    sent.push(body);
    const phone = new URL(request.url).searchParams.get('phone');
    profile = { ...profile, ...body, ...(phone ? { phone } : {}) };
    return ok(profile);
  }),
  mock.post('*/dashboard/user/profile/password/update', async ({ request }) => {
    record(request);
    sent.push(await request.json());
    profile = { ...profile, empty_p: false };
    return ok(null);
  }),
  mock.get('*/dashboard/user/addresses', ({ request }) => {
    record(request);
    return Response.json(addresses);
  }),
  mock.post('*/dashboard/user/address/set-active/:id', ({ request }) => {
    record(request);
    return ok(null);
  }),
  mock.get('*/rest/shops/:id/products', ({ request }) => {
    record(request);
    return ok({ all: [{ id: 1, translation: { locale: 'en', title: 'Pizza' }, products: [] }] });
  }),
  mock.get('*/rest/shops/:id', ({ request, params }) => {
    record(request);
    return ok({ id: Number(params.id), min_amount: 10, translation: { locale: 'en', title: 'Corner shop' } });
  }),
  mock.get('*/rest/payments', ({ request }) => {
    record(request);
    return ok([
      { id: 1, tag: 'cash', active: true, sandbox: false },
      { id: 2, tag: 'stripe', active: false, sandbox: true },
    ]);
  }),
  mock.get('*/rest/shops-takes', ({ request }) => {
    record(request);
    return page([{ id: 3, translation: { locale: 'en', title: 'Vegan' } }]);
  }),
  mock.get('*/rest/settings', ({ request }) => {
    record(request);
    return ok([
      { key: 'ui_type', value: '2' },
      { key: 'title', value: 'Market' },
      { key: 'footer_text', value: null },
    ]);
  }),
);

beforeEach(() => {
  asked.length = 0;
  sent.length = 0;
});

describe('the settings', () => {
  it('have one key, their path', () => {
    expect(SETTINGS_KEY).toEqual(['rest/settings']);
    expect(settingsQuery().queryKey).toEqual(SETTINGS_KEY);
  });

  it('are read from the rows into key → value, an unset value left out', async () => {
    await expect(fetchSettings()).resolves.toEqual({ ui_type: '2', title: 'Market' });
    expect(asked).toEqual(['GET rest/settings?lang=en']);
    expect(settingsOf([{ key: 'a', value: null }])).toEqual({});
  });

  it('are asked once for every app reading them through the one query', async () => {
    const client = createQueryClient();
    await Promise.all([client.fetchQuery(settingsQuery()), client.fetchQuery(settingsQuery())]);
    expect(asked).toHaveLength(1);
    expect(client.getQueryData(SETTINGS_KEY)).toEqual({ ui_type: '2', title: 'Market' });
  });
});

describe('the profile', () => {
  it('has one key, its path', () => {
    expect(PROFILE_KEY).toEqual(['dashboard/user/profile/show']);
    expect(profileQuery().queryKey).toEqual(PROFILE_KEY);
  });

  it('is the {data} of dashboard/user/profile/show, whole (wallet and all)', async () => {
    await expect(fetchProfile()).resolves.toEqual(profile);
    expect(asked).toEqual(['GET dashboard/user/profile/show?lang=en']);
  });

  it('is changed by its own calls: the details in the body, the phone as a query parameter, the password', async () => {
    await expect(updateProfile({ firstname: 'New' })).resolves.toMatchObject({ firstname: 'New' });
    await expect(updatePhone('+1 555 0100')).resolves.toMatchObject({ phone: '+1 555 0100' });
    await updatePassword({ password: 'secret1', password_confirmation: 'secret1' });
    expect(asked).toEqual([
      'PUT dashboard/user/profile/update?lang=en',
      'PUT dashboard/user/profile/update?phone=%2B1+555+0100&lang=en',
      'POST dashboard/user/profile/password/update?lang=en',
    ]);
    expect(sent).toEqual([{ firstname: 'New' }, {}, { password: 'secret1', password_confirmation: 'secret1' }]);
  });

  it('changed in one app is read again where another app shows it', async () => {
    const client = createQueryClient();
    // Another app's page showing the profile (e.g. the checkout's wallet balance), fresh for an hour.
    const shown = new QueryObserver(client, profileQuery());
    const seen: unknown[] = [];
    const unsubscribe = shown.subscribe((r) => seen.push(r.data));
    await new Promise((done) => setTimeout(done, 50));
    expect(asked).toHaveLength(1);

    // The account's password form, in its own app: no answer to store, the profile is read again.
    await updatePassword({ password: 'secret1', password_confirmation: 'secret1' });
    await profileChanged(client);
    expect(asked.filter((a) => a.startsWith('GET'))).toHaveLength(2);
    expect(shown.getCurrentResult().data).toMatchObject({ empty_p: false });

    // A change that answers the user: in the cache at once, then read again.
    const user = await updateProfile({ firstname: 'Renamed' });
    const changed = profileChanged(client, user);
    expect(client.getQueryData(PROFILE_KEY)).toMatchObject({ firstname: 'Renamed' });
    await changed;
    expect(asked.filter((a) => a.startsWith('GET'))).toHaveLength(3);
    expect(seen.at(-1)).toMatchObject({ firstname: 'Renamed' });
    unsubscribe();
  });
});

describe('the saved addresses', () => {
  const home = { id: 1, title: 'Home', address: { address: '1 Main St' }, location: [38.9, -77.03], active: true };
  const work = { id: 2, title: undefined, address: { address: '2 K St' }, location: [38.91, -77.04], active: false };

  it('have one key, their path', () => {
    expect(ADDRESSES_KEY).toEqual(['dashboard/user/addresses']);
    expect(addressesQuery().queryKey).toEqual(ADDRESSES_KEY);
  });

  it("are asked 100 to a page and read from the wire into the apps' shape ([lat, lng], a boolean, no null title)", async () => {
    await expect(fetchAddresses()).resolves.toEqual([home, work]);
    expect(asked).toEqual(['GET dashboard/user/addresses?perPage=100&lang=en']);
  });

  it('are read from a plain list as well', async () => {
    const before = addresses;
    addresses = (before as { data: unknown[] }).data;
    await expect(fetchAddresses()).resolves.toEqual([home, work]);
    addresses = before;
  });

  it('are read again wherever they are shown when one app changes them', async () => {
    const client = createQueryClient();
    const shown = new QueryObserver(client, addressesQuery());
    const unsubscribe = shown.subscribe(() => {});
    await new Promise((done) => setTimeout(done, 50));
    await setActiveAddress(2);
    await addressesChanged(client);
    expect(asked).toEqual([
      'GET dashboard/user/addresses?perPage=100&lang=en',
      'POST dashboard/user/address/set-active/2?lang=en',
      'GET dashboard/user/addresses?perPage=100&lang=en',
    ]);
    unsubscribe();
  });
});

describe('a shop', () => {
  it('has a key per shop, starting with its path', () => {
    expect(shopKey(7)).toEqual(['rest/shops', 7]);
    expect(shopQuery(7).queryKey).toEqual(shopKey(7));
  });

  it('is the {data} of rest/shops/{id}, asked without a delivery point', async () => {
    await expect(fetchShop(7)).resolves.toMatchObject({ id: 7, min_amount: 10, translation: { title: 'Corner shop' } });
    expect(asked).toEqual(['GET rest/shops/7?lang=en']);
  });

  it('is not asked before one is named', () => {
    expect(shopQuery(null).enabled).toBe(false);
    expect(shopQuery(7).enabled).toBe(true);
    expect(shopProductsQuery(undefined).enabled).toBe(false);
  });

  it("has its products under its key: the {data} of rest/shops/{id}/products", async () => {
    expect(shopProductsKey(7)).toEqual(['rest/shops', 7, 'products']);
    expect(shopProductsQuery(7).queryKey).toEqual(shopProductsKey(7));
    await expect(fetchShopProducts(7)).resolves.toEqual({ all: [{ id: 1, translation: { locale: 'en', title: 'Pizza' }, products: [] }] });
    expect(asked).toEqual(['GET rest/shops/7/products?lang=en']);
  });
});

describe('the payment methods and the shop tags', () => {
  it('have one key each, their path', () => {
    expect(paymentsQuery().queryKey).toEqual(PAYMENTS_KEY);
    expect(PAYMENTS_KEY).toEqual(['rest/payments']);
    expect(shopTagsQuery().queryKey).toEqual(SHOP_TAGS_KEY);
    expect(SHOP_TAGS_KEY).toEqual(['rest/shops-takes']);
  });

  it('are the lists the API answers, every method kept (each app keeps the ones it offers)', async () => {
    await expect(fetchPayments()).resolves.toEqual([
      { id: 1, tag: 'cash', active: true, sandbox: false },
      { id: 2, tag: 'stripe', active: false, sandbox: true },
    ]);
    await expect(fetchShopTags()).resolves.toEqual([{ id: 3, translation: { locale: 'en', title: 'Vegan' } }]);
    expect(asked).toEqual(['GET rest/payments?lang=en', 'GET rest/shops-takes?lang=en']);
  });

  it('are asked once for the apps that read them, each app choosing its own with select', async () => {
    const client = createQueryClient();
    const active = new QueryObserver(client, { ...paymentsQuery(), select: (list) => list.filter((p) => p.active !== false) });
    const all = new QueryObserver(client, paymentsQuery());
    const stop = [active.subscribe(() => {}), all.subscribe(() => {})];
    await new Promise((done) => setTimeout(done, 50));
    expect(asked).toEqual(['GET rest/payments?lang=en']);
    expect(active.getCurrentResult().data?.map((p) => p.tag)).toEqual(['cash']);
    expect(all.getCurrentResult().data).toHaveLength(2);
    stop.forEach((s) => s());
  });
});
