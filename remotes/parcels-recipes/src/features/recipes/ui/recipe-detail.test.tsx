import { screen, within } from '@testing-library/react';
import type { Recipe } from '@market/contract';
import { initTestI18n, renderWithProviders } from '@market/testing';
import { RecipeDetail } from './recipe-detail.tsx';

// The family nests the ingredients and the steps as `{title}` with HTML inside; the page shows them through the one
// sanitizing component, so a script in them never runs.
const recipe = {
  id: 1,
  shop_id: 29,
  category_id: 3,
  img: '/r1.svg',
  translation: { title: 'Greek salad' },
  active_time: 10,
  total_time: 15,
  calories: 320,
  servings: 2,
  ingredient: { title: '<ul><li>Tomatoes</li><li>Feta</li></ul><img src=x onerror="window.hacked=1">' },
  instruction: { title: '<ol><li>Cut</li><li>Mix</li></ol><script>window.hacked=1</script>' },
  nutritions: [],
  stocks: [],
  created_at: '2030-05-01T00:00:00.000Z',
} as unknown as Recipe;

beforeAll(() => initTestI18n());

describe('a recipe’s ingredients and instructions', () => {
  it('come from the `title` of the family’s objects, sanitized', async () => {
    renderWithProviders(<RecipeDetail recipe={recipe} />);
    // The sanitizer loads on first use: a skeleton until then.
    await screen.findByText('Tomatoes');
    await screen.findByText('Mix');
    const ingredients = (await screen.findByRole('heading', { name: 'Ingredients' })).closest('section')!;
    expect(within(ingredients).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tomatoes', 'Feta']);
    expect(ingredients.querySelector('[onerror]')).toBeNull();
    const steps = screen.getByRole('heading', { name: 'Instructions' }).closest('section')!;
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cut', 'Mix']);
    expect(steps.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('a recipe’s numbers', () => {
  it("are written with the page's digits: the servings and each product's quantity", async () => {
    const withStock = {
      ...recipe,
      servings: 4,
      stocks: [{ id: 7, quantity: 5, price: 2, total_price: 2, min_quantity: 3, product: { img: '/p.png', translation: { title: 'Feta' } } }],
    } as unknown as Recipe;
    // Persian, whose digits differ from Latin ones, shows that both went through the formatter.
    renderWithProviders(<RecipeDetail recipe={withStock} />, { locale: 'fa', direction: 'rtl' });
    expect(await screen.findByText('۴')).toBeInTheDocument();
    const products = await screen.findByRole('list', { name: /./ });
    expect(within(products).getByRole('listitem').textContent).toContain('Feta × ۳');
  });
});
