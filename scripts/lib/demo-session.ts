/**
 * The demo user's session with one product of shop 1 in the server cart: what /checkout needs to show a checkout.
 * The benchmarks sign in with it through the API at `apiBase` (…/api/v1/).
 */
export async function demoSession(apiBase: string): Promise<{ token: string; user: unknown }> {
  const api = (p: string) => `${apiBase}${p}`;
  const login = (await (await fetch(api('auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@market.test', password: 'demo1234' }) })).json()) as {
    data: { access_token: string; user: unknown };
  };
  const token = login.data.access_token;
  const products = (await (await fetch(api('rest/products/paginate?shop_id=1&perPage=5'))).json()) as { data: { stocks: { id: number }[] }[] };
  const stock = products.data.find((p) => p.stocks.length)!.stocks[0]!.id;
  const cart = await fetch(api('dashboard/user/cart/insert-product'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ shop_id: 1, currency_id: 1, rate: 1, products: [{ stock_id: stock, quantity: 3 }] }),
  });
  if (!cart.ok) throw new Error(`insert-product answered ${cart.status}`);
  return { token, user: login.data.user };
}

/** The demo session as the cookies the shell signs in from (`access_token`, `user`), for a browser context at `url`. */
export async function demoSessionCookies(url: string): Promise<{ name: string; value: string; url: string }[]> {
  const { token, user } = await demoSession(`${url}/api/v1/`);
  return [
    { name: 'access_token', value: token, url },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url },
  ];
}
