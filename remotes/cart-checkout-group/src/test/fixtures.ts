import { DAY_NAMES, type Addon, type Cart, type CartDetail, type Product, type Shop, type Stock, type UserCart } from '@market/contract';

/** Test data shaped like the API's answers (only the fields the remote reads are meaningful). */

export function stockOf(id: number, price: number, over: Partial<Stock> = {}): Stock {
  return { id, product_id: Math.floor(id / 10), price, quantity: 50, discount: 0, tax: 0, total_price: price, extras: [], addons: [], ...over };
}

export function addonOf(id: number, stockId: number, title: string, price: number): Addon {
  return { id, stock_id: stockId, price, product: { id: stockId, uuid: `a${stockId}`, img: '', translation: { title }, min_qty: 0, max_qty: 0, interval: 1, stock: { id: stockId, quantity: 100, total_price: price } } } as unknown as Addon;
}

export function productOf(id: number, title: string, stocks: Stock[], over: Partial<Product> = {}): Product {
  return {
    id, uuid: `p${id}`, shop_id: 1, category_id: 1, img: '', translation: { title }, stocks, min_qty: 1, max_qty: 10, interval: 1, active: true, addon: false,
    ...over,
  } as unknown as Product;
}

export function detailOf(id: number, stock: Stock, title: string, quantity: number, addons: CartDetail[] = []): CartDetail {
  return {
    id, quantity, price: stock.price * quantity, discount: 0, bonus: false, parent_id: null, addons,
    stock: { ...stock, product: { id: stock.product_id, uuid: `p${stock.product_id}`, img: '', translation: { title } } } as CartDetail['stock'],
  };
}

export function addonDetailOf(id: number, parentRow: number, stock: Stock, title: string, quantity: number): CartDetail {
  return { ...detailOf(id, stock, title, quantity), parent_id: parentRow };
}

export function memberOf(id: number, name: string, userId: number | null, cartDetails: CartDetail[] = [], status = false, cartId = 7): UserCart {
  return { id, cart_id: cartId, uuid: `uuid-${id}`, name, user_id: userId, status, cartDetails };
}

export function cartOf(over: Partial<Cart> = {}): Cart {
  return { id: 7, shop_id: 1, owner_id: 1, group: false, total_price: 0, currency_id: 1, rate: 1, user_carts: [], ...over };
}

export function shopOf(id: number, over: Partial<Shop> = {}): Shop {
  return {
    id, uuid: `s${id}`, type: 'restaurant', status: 'approved', logo_img: '', background_img: '', open: true, rating_avg: 4, reviews_count: 1,
    price: 0, price_per_km: 0, min_amount: 0, tax: 0, delivery_time: { from: 20, to: 40, type: 'minute' }, location: { latitude: 38.9, longitude: -77 },
    translation: { title: 'Pizza Roma', address: '1 Main St' }, tags: [],
    shop_working_days: DAY_NAMES.map((day) => ({ day, from: '00:00', to: '23:59', disabled: false })),
    shop_closed_date: [],
    ...over,
  } as unknown as Shop;
}
