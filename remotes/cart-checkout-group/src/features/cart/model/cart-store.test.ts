import { $addToCartQueue, addToCartRequested } from '@market/bus';
import { req } from './test-requests.ts';

const pizza = req();

describe('adds pressed before the cart’s code ran', () => {
  it('wait on the bus and are taken in order, once, when it runs', async () => {
    addToCartRequested(pizza);
    addToCartRequested({ ...pizza, stock_id: 11, product: { ...pizza.product, title: 'Diavola' } });
    addToCartRequested(pizza);
    expect($addToCartQueue.getState()).toHaveLength(3);

    const { $localCart } = await import('./cart-store.ts');
    expect($localCart.getState().items.map((i) => [i.stock_id, i.quantity])).toEqual([[10, 2], [11, 1]]);
    expect($addToCartQueue.getState()).toEqual([]);

    addToCartRequested(pizza);
    expect($localCart.getState().items.map((i) => [i.stock_id, i.quantity])).toEqual([[10, 3], [11, 1]]);
    expect($addToCartQueue.getState()).toEqual([]);
  });
});
