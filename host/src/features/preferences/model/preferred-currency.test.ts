import { $currency, currencyChanged, sessionChanged } from '@market/bus';
import type { Currency } from '@market/contract';
import { removeCookie, setCookie } from '@market/http';
import './preferences.ts';

const usd: Currency = { id: 1, symbol: '$', title: 'USD', position: 'before', default: true, rate: 1 };
const eur: Currency = { id: 2, symbol: '€', title: 'EUR', position: 'after', default: false, rate: 0.92 };

describe("the signed-in user's preferred currency", () => {
  afterEach(() => {
    removeCookie('currency');
    sessionChanged({ user: null, signedIn: false });
  });

  it('applies when this browser has no choice of its own', () => {
    currencyChanged({ current: usd, currencies: [usd, eur] });
    sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo', currency_id: 2 }, signedIn: true });
    expect($currency.getState().current?.id).toBe(2);
  });

  it("does not override the browser's own choice", () => {
    setCookie('currency', '1');
    currencyChanged({ current: usd, currencies: [usd, eur] });
    sessionChanged({ user: { id: 1, uuid: 'u', firstname: 'Demo', currency_id: 2 }, signedIn: true });
    expect($currency.getState().current?.id).toBe(1);
  });
});
