import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

const stored = async (context: BrowserContext) => {
  const raw = (await context.cookies()).find((c) => c.name === 'address')?.value;
  return raw ? (JSON.parse(decodeURIComponent(raw)) as { address: string; location: [number, number] }) : null;
};

test.describe('shell: first-visit address', () => {
  test('asks for the location, stores it and asks "order for this address?"', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 38.9072, longitude: -77.0369 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/');
    const question = page.getByTestId('address-confirmation');
    await expect(question.getByText('Is this the address you are ordering for?')).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(question).toBeHidden();
    expect((await stored(context))?.location).toEqual([38.9072, -77.0369]);
    await page.reload();
    await expect(page.getByText('Is this the address you are ordering for?')).toBeHidden();
    await context.close();
  });

  test('a refused location uses the default position', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByText('Is this the address you are ordering for?')).toBeVisible();
    expect((await stored(context))?.location).toEqual([38.9120424, -77.035308]);
    await context.close();
  });
});
