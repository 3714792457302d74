import { addItem, cartCount, cartHash, cartTotal, EMPTY_CART, isOtherShop, cartFromStorage, reduceItem, removeItem, setQuantity, toInsertRows } from './cart-rules.ts';
import { cheese, req } from './test-requests.ts';


describe('cart rules', () => {
  it('adding the same stock with the same add-ons increases the quantity of one line', () => {
    let cart = addItem(EMPTY_CART, req({ addons: [cheese] }));
    cart = addItem(cart, req({ quantity: 2, addons: [cheese] }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
    expect(cartTotal(cart)).toBe(28.5);
  });

  it('the same stock with other add-ons is another line', () => {
    let cart = addItem(EMPTY_CART, req({ addons: [cheese] }));
    cart = addItem(cart, req());
    expect(cart.items).toHaveLength(2);
    expect(cartCount(cart)).toBe(2);
  });

  it('set replaces, reduce only above 1, remove and an emptied cart forgets its shop', () => {
    let cart = addItem(EMPTY_CART, req());
    const key = cart.items[0].key;
    cart = setQuantity(cart, key, 5);
    expect(cart.items[0].quantity).toBe(5);
    cart = setQuantity(cart, key, 1);
    cart = reduceItem(cart, key);
    expect(cart.items[0].quantity).toBe(1);
    cart = removeItem(cart, key);
    expect(cart).toEqual(EMPTY_CART);
  });

  it('one shop per cart: another shop replaces the cart', () => {
    const first = addItem(EMPTY_CART, req());
    expect(isOtherShop(first, 2)).toBe(true);
    expect(isOtherShop(first, 1)).toBe(false);
    const other = addItem(first, req({ shop_id: 2, stock_id: 99 }));
    expect(other.shop_id).toBe(2);
    expect(other.items.map((i) => i.stock_id)).toEqual([99]);
    expect(other.id).not.toBe(first.id);
  });

  it('insert rows: add-ons are rows with parent_id = the main stock, quantities absolute', () => {
    let cart = addItem(EMPTY_CART, req({ quantity: 2, addons: [{ ...cheese, quantity: 2 }] }));
    cart = addItem(cart, req({ stock_id: 11 }));
    expect(toInsertRows(cart.items)).toEqual([
      { stock_id: 10, quantity: 2 },
      { stock_id: 50, quantity: 4, parent_id: 10 },
      { stock_id: 11, quantity: 1 },
    ]);
  });

  it('the hash changes with the content and with the cart identity', () => {
    const a = addItem(EMPTY_CART, req());
    const b = setQuantity(a, a.items[0].key, 2);
    const c = addItem(EMPTY_CART, req());
    expect(cartHash(a)).toBe(cartHash({ ...a }));
    expect(cartHash(a)).not.toBe(cartHash(b));
    expect(cartHash(a)).not.toBe(cartHash(c));
  });

  it('a malformed stored cart reads as empty', () => {
    expect(cartFromStorage(null)).toEqual(EMPTY_CART);
    expect(cartFromStorage('oops')).toEqual(EMPTY_CART);
    expect(cartFromStorage({ items: [{ nothing: 1 }] })).toEqual(EMPTY_CART);
    const cart = addItem(EMPTY_CART, req());
    expect(cartFromStorage(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });
});
