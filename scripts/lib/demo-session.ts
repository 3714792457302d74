/**
 * The demo user's session with one product of shop 1 in the server cart: what /checkout needs to show a checkout.
 * The benchmarks sign in with it through the API at `apiBase` (…/api/v1/): the API itself answers the token in the
 * body; through a gateway it comes as the HttpOnly session cookie instead (nginx/README.md), read here from Set-Cookie.
 */
export async function demoSession(apiBase: string): Promise<{ token: string; user: unknown }> {
  const api = (p: string) => `${apiBase}${p}`;
  const answer = await fetch(api('auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@market.test', password: 'demo1234' }) });
  const login = (await answer.json()) as { data: { access_token?: string; user: unknown } };
  const fromCookie = answer.headers.getSetCookie().map((c) => /^access_token=([^;]+)/.exec(c)?.[1]).find(Boolean);
  const token = login.data.access_token ?? fromCookie;
  if (!token) throw new Error('auth/login answered no token');
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

/** A browser cookie as Playwright sets it: for a URL (its host, and the directory of its path). */
export interface SessionCookie { name: string; value: string; url: string; httpOnly?: boolean; secure: boolean }

/**
 * A session as a sign-in through the gateway leaves it, for a browser at `url`: the token HttpOnly on /api (the
 * gateway sends it as the bearer token; a readable one on / is dropped by the shell as an earlier version's) and the
 * `user` cookie the shell reads. Given by URL, not by domain: a cookie for the domain `localhost` is refused.
 */
export function sessionCookies({ token, user }: { token: string; user: unknown }, url: string): SessionCookie[] {
  const { origin, protocol } = new URL(url);
  const secure = protocol === 'https:';
  return [
    { name: 'access_token', value: token, url: `${origin}/api/`, httpOnly: true, secure },
    { name: 'user', value: encodeURIComponent(JSON.stringify(user)), url: `${origin}/`, secure },
  ];
}

/** The demo session (signed in through the gateway at `url`) as its cookies. */
export async function demoSessionCookies(url: string): Promise<SessionCookie[]> {
  return sessionCookies(await demoSession(`${url}/api/v1/`), url);
}
