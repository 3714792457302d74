import type { APIRequestContext } from '@playwright/test';
import { API_URL, DEMO_USER, expect } from '../fixtures.ts';

/** Seed reads and cart set-ups shared by the cart, checkout and group specs. */

type Stock = { id: number; quantity: number; addons: { stock_id: number; product: { translation: { title: string } } }[] };
export type Product = { uuid: string; translation: { title: string }; stocks: Stock[] };

/** A product of an open shop whose first stock has add-ons, at least `addons` of them (read from the seeded API). */
export async function productWithAddons(request: APIRequestContext, addons = 1): Promise<{ shopId: number; product: Product }> {
  const shops = (await (await request.get(`${API_URL}/api/v1/rest/shops/paginate?perPage=20`)).json()) as { data: { id: number; open: boolean }[] };
  for (const shop of shops.data.filter((s) => s.open)) {
    const res = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shop.id}/products`)).json()) as { data: { all: { products: Product[] }[] } };
    const product = res.data.all.flatMap((c) => c.products).find((p) => (p.stocks[0]?.addons.length ?? 0) >= addons && p.stocks[0]!.quantity > 2);
    if (product) return { shopId: shop.id, product };
  }
  throw new Error('no product with add-ons in the seed');
}

/**
 * Puts enough of one product in the demo user's server cart through the API to reach the shop's minimum
 * amount, and returns the shop.
 */
export async function fillServerCart(request: APIRequestContext, token: string): Promise<number> {
  type Orderable = { id: number; min_qty?: number; max_qty?: number; stocks: { id: number; price: number; quantity: number }[] };
  const shops = (await (await request.get(`${API_URL}/api/v1/rest/shops/paginate?perPage=20`)).json()) as { data: { id: number; open: boolean; min_amount?: number }[] };
  for (const shop of shops.data.filter((s) => s.open)) {
    const res = (await (await request.get(`${API_URL}/api/v1/rest/shops/${shop.id}/products`)).json()) as { data: { all: { products: Orderable[] }[] } };
    for (const product of res.data.all.flatMap((c) => c.products)) {
      const stock = product.stocks[0];
      if (!stock || stock.price <= 0) continue;
      const quantity = Math.max(product.min_qty ?? 1, Math.ceil(((shop.min_amount ?? 0) + 1) / stock.price));
      if (quantity > (product.max_qty ?? Infinity) || quantity > stock.quantity) continue;
      const insert = await request.post(`${API_URL}/api/v1/dashboard/user/cart/insert-product`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { shop_id: shop.id, currency_id: 1, rate: 1, products: [{ stock_id: stock.id, quantity }] },
      });
      expect(insert.ok(), `insert-product answered ${insert.status()}`).toBeTruthy();
      return shop.id;
    }
  }
  throw new Error('no product in the seed reaches a shop minimum');
}

type Detail = { id: number; quantity: number; parent_id: number | null; stock: { id: number }; addons: { stock: { id: number } }[] };
export type ServerCart = {
  id: number;
  shop_id: number;
  owner_id: number;
  group: boolean;
  share_secret?: string;
  user_carts: { id: number; uuid?: string; name: string; cartDetails: Detail[] }[];
};

/** The user's server cart, or null when there is none (the API answers 404 then, as the API family does). */
export async function serverCart(request: APIRequestContext, token: string): Promise<ServerCart | null> {
  const res = await request.get(`${API_URL}/api/v1/dashboard/user/cart`, { headers: { Authorization: `Bearer ${token}` } });
  expect([200, 404], `dashboard/user/cart answered ${res.status()}`).toContain(res.status());
  return res.status() === 404 ? null : ((await res.json()) as { data: ServerCart }).data;
}

/** Empties the demo user's server cart (earlier specs leave theirs there), so a test starts from none. */
export async function clearServerCart(request: APIRequestContext): Promise<void> {
  const login = await request.post(`${API_URL}/api/v1/auth/login`, { data: DEMO_USER });
  expect(login.ok()).toBeTruthy();
  const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;
  const res = await request.delete(`${API_URL}/api/v1/dashboard/user/cart/delete`, { headers: { Authorization: `Bearer ${token}` } });
  expect([200, 404], `cart/delete answered ${res.status()}`).toContain(res.status());
}

/**
 * Makes the demo user's cart (filled by fillServerCart) a group order; returns the share link's path, with the
 * group's secret (`s`) as the owner's page shows it.
 */
export async function openGroupOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const cart = (await serverCart(request, token))!;
  if (!cart.group) expect((await request.post(`${API_URL}/api/v1/dashboard/user/cart/set-group/${cart.id}`, { headers })).ok()).toBeTruthy();
  const grouped = (await serverCart(request, token))!;
  expect(grouped.share_secret, "the owner's cart carries the share secret").toBeTruthy();
  return `/group/${grouped.shop_id}?g=${grouped.id}&o=${grouped.owner_id}&s=${grouped.share_secret}`;
}
