import { expect, signInDemo, test } from '../fixtures.ts';

const PIZZA_ROMA = 1;

test.describe('reservations', () => {
  test('the demo user books a table and sees it listed', async ({ page }) => {
    await signInDemo(page);
    await page.goto('/reservations');
    await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
    await page.getByRole('list', { name: 'Restaurants taking reservations' }).getByRole('link', { name: /^Pizza Roma/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Book a table at Pizza Roma/ })).toBeVisible();

    await page.getByText('Terrace', { exact: true }).click();
    await page.getByText(/^T2 · seats/).click();
    await expect(page.getByRole('radio', { name: /T2 · seats/ })).toBeChecked();
    const days = page.getByRole('group', { name: 'Day' }).getByRole('button', { disabled: false });
    await days.nth(1).click();
    const times = page.getByRole('group', { name: 'Time' }).getByRole('button');
    const time = (await times.first().textContent())!;
    await times.first().click();
    await page.getByRole('textbox', { name: 'Note' }).fill('By the window');
    await page.getByRole('button', { name: 'Book the table' }).click();

    await expect(page.getByText('Your table is booked')).toBeVisible();
    await page.getByRole('link', { name: 'See my reservations' }).click();
    const mine = page.getByRole('list', { name: 'My reservations' });
    // The booking just made (the table may hold others at other times, from earlier runs against the same data).
    const booked = mine.getByRole('listitem').filter({ hasText: 'Table T2' }).filter({ hasText: time });
    await expect(booked).toBeVisible();
    await expect(booked.getByText('Waiting for confirmation')).toBeVisible();
  });

  test('a closed day cannot be picked', async ({ page }) => {
    await page.goto(`/reservations/${PIZZA_ROMA}`);
    await page.getByText(/· seats/).first().click();
    const closed = page.getByRole('group', { name: 'Day' }).getByRole('button', { name: /closed|no reservations this day/ });
    await expect(closed.first()).toBeDisabled();
    // Pizza Roma takes no reservations on Mondays
    await expect(page.getByRole('group', { name: 'Day' }).getByRole('button', { name: /^Monday.*no reservations this day/ }).first()).toBeDisabled();
  });

  test('a guest who presses book signs in and comes back with the choices kept', async ({ page }) => {
    await page.goto(`/reservations/${PIZZA_ROMA}`);
    await page.getByText(/· seats/).first().click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Birthday');
    await page.getByRole('button', { name: 'Log in to book' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Freservations%2F1/);
    await signInDemo(page);
    await page.goto(`/reservations/${PIZZA_ROMA}`);
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Birthday');
    await expect(page.getByRole('button', { name: 'Book the table' })).toBeVisible();
  });
});
