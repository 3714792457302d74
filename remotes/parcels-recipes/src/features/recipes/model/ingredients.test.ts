import type { Recipe } from '@market/contract';
import { ingredientRequests } from './ingredients.ts';

const stock = (id: number, quantity: number, min_quantity: number) => ({
  id,
  product_id: id * 10,
  price: 4,
  total_price: 4.5,
  quantity,
  discount: 0,
  tax: 0.5,
  extras: [],
  addons: [],
  min_quantity,
  product: { id: id * 10, uuid: `u${id}`, img: `/p${id}.svg`, shop_id: 29, translation: { title: `P${id}` } },
});

describe('ingredientRequests', () => {
  it('asks for each stock in stock, in the recipe shop, at the quantity the recipe needs', () => {
    const recipe = { id: 1, shop_id: 29, stocks: [stock(1, 10, 2), stock(2, 0, 1), stock(3, 5, 0)] } as unknown as Recipe;
    expect(ingredientRequests(recipe)).toEqual([
      { shop_id: 29, stock_id: 1, quantity: 2, price: 4.5, product: { id: 10, uuid: 'u1', title: 'P1', img: '/p1.svg' }, addons: [] },
      { shop_id: 29, stock_id: 3, quantity: 1, price: 4.5, product: { id: 30, uuid: 'u3', title: 'P3', img: '/p3.svg' }, addons: [] },
    ]);
  });
});
