import { screen } from '@testing-library/react';
import { initTestI18n, renderWithProviders } from '@market/testing';
import type { ShopProducts as ShopProductsData } from '@market/contract';
import { ShopProducts } from './shop-products.tsx';

const product = (id: number, title: string) => ({ id, uuid: `p${id}`, shop_id: 1, img: '', translation: { title }, stock: { id: id * 10, price: 9, quantity: 5 }, stocks: [] });
const pizzas = { id: 3, translation: { title: 'Pizzas' }, products: [product(1, 'Margherita'), product(2, 'Capricciosa')] };
const data = (recommended: ReturnType<typeof product>[]) => ({ all: [pizzas], recommended }) as unknown as ShopProductsData;

beforeAll(() => initTestI18n());

describe('a shop’s products', () => {
  it('with recommended products above: the first category is built after the frame that shows them, its skeleton first', async () => {
    renderWithProviders(<ShopProducts data={data([product(9, 'Lemonade')])} />, { route: '/shop/1', path: '/shop/:id' });
    expect(screen.getByRole('list', { name: 'Recommended' })).toHaveTextContent('Lemonade');
    expect(screen.queryByRole('list', { name: 'Pizzas' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pizzas' })).toBeInTheDocument();
    const pizzasList = await screen.findByRole('list', { name: 'Pizzas' });
    expect(pizzasList).toHaveTextContent('Margherita');
    expect(pizzasList).toHaveTextContent('Capricciosa');
  });

  it('with nothing above: the first category is built at once', () => {
    renderWithProviders(<ShopProducts data={data([])} />, { route: '/shop/1', path: '/shop/:id' });
    expect(screen.getByRole('list', { name: 'Pizzas' })).toHaveTextContent('Margherita');
  });
});
