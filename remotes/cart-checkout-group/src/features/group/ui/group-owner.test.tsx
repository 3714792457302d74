import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { API, createApiServer, fail, http, initTestI18n, ok, renderWithProviders, wholeText } from '@market/testing';
import { addonDetailOf, cartOf, detailOf, memberOf, stockOf } from '../../../test/fixtures.ts';
import { GroupOwner } from './group-owner.tsx';

jest.setTimeout(60_000);

const pizza = stockOf(12, 12);
/** The query strings of the owner's member/delete calls. */
const kicks: string[] = [];
/** When set, the owner's reads of its cart fail with this status. */
let readFails: number | null = null;
createApiServer(
  http.delete(`${API}dashboard/user/cart/member/delete`, ({ request }) => {
    kicks.push(decodeURIComponent(new URL(request.url).search));
    return ok(null);
  }),
  http.get(`${API}dashboard/user/cart`, () =>
    readFails ? fail(readFails, 'The server is busy.') : ok(
      cartOf({
        id: 7, shop_id: 1, owner_id: 1, group: true, total_price: 40, share_secret: 's3cret-of-the-group-0123',
        user_carts: [
          memberOf(1, 'Demo', 1),
          memberOf(2, 'Sam', null, [
            detailOf(31, pizza, 'Margherita', 2, [addonDetailOf(32, 31, stockOf(50, 1.5), 'Cheese', 2), addonDetailOf(33, 31, stockOf(51, 1), 'Olives', 4)]),
            detailOf(34, pizza, 'Margherita', 1, [addonDetailOf(35, 34, stockOf(51, 1), 'Olives', 1)]),
          ], true),
          memberOf(3, 'Ali', null, [detailOf(41, stockOf(20, 1), 'Water', 1)]),
        ],
      }),
    ),
  ),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  readFails = null;
});

describe("the owner's view of a group order", () => {
  it("shows each member's items with their add-ons (per unit) and status", async () => {
    renderWithProviders(<GroupOwner cartId={7} />);
    const members = await screen.findByRole('region', { name: 'Members' }, { timeout: 15_000 });
    // The card's title (its Remove button names Sam too).
    const sam = within(members).getByText('Sam', { ignore: 'button *' }).closest('.ant-card') as HTMLElement;
    // The same pizza with other add-ons is a line of its own, with its own quantity and total.
    const lines = within(sam).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Margherita')).toBeInTheDocument();
    expect(within(lines[0]!).getByText(wholeText('Cheese ×1, Olives ×2'))).toBeInTheDocument();
    expect(within(lines[0]!).getByText('$31.00')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Margherita')).toBeInTheDocument();
    expect(within(lines[1]!).getByText(wholeText('Olives ×1'))).toBeInTheDocument();
    expect(within(lines[1]!).getByText('$13.00')).toBeInTheDocument();
    expect(within(sam).getByText('Done')).toBeInTheDocument();
    const ali = within(members).getByText('Ali', { ignore: 'button *' }).closest('.ant-card') as HTMLElement;
    expect(within(ali).getByText('Water')).toBeInTheDocument();
    expect(within(ali).getByText('Choosing')).toBeInTheDocument();
    expect(within(ali).queryByText(/×\d/)).not.toBeInTheDocument();
  });

  it("shares a link that carries the group's secret", async () => {
    renderWithProviders(<GroupOwner cartId={7} />);
    const link = await screen.findByRole('textbox', { name: 'Group order link' }, { timeout: 15_000 });
    expect(new URL((link as HTMLInputElement).value).search).toBe('?g=7&o=1&s=s3cret-of-the-group-0123');
  });

  it('removes a member by its member id and the cart id (the owner\'s signed-in route)', async () => {
    renderWithProviders(<GroupOwner cartId={7} />);
    const members = await screen.findByRole('region', { name: 'Members' }, { timeout: 15_000 });
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Ali' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(kicks).toHaveLength(1));
    const query = new URLSearchParams(kicks[0]);
    expect(query.get('cart_id')).toBe('7');
    expect(query.getAll('ids[]')).toEqual(['3']);
  });

  it('keeps the members on screen, and a removal being confirmed, when a periodic read fails, with a note and a retry', async () => {
    renderWithProviders(<GroupOwner cartId={7} />);
    const members = await screen.findByRole('region', { name: 'Members' }, { timeout: 15_000 });
    fireEvent.click(within(members).getByRole('button', { name: 'Remove Ali' }));
    const yes = await screen.findByRole('button', { name: 'Yes' });
    // The next poll (every few seconds) fails.
    readFails = 503;
    const note = await screen.findByRole('status', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('Could not refresh the group order');
    expect(screen.getByRole('region', { name: 'Members' })).toBe(members);
    expect(within(members).getByText('Water')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBe(yes);
    readFails = null;
    fireEvent.click(within(note).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: 15_000 });
  });
});
