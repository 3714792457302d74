import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { Cart } from '@market/contract';
import { API, createApiServer, fail, http, initTestI18n, ok, renderWithProviders, wholeText } from '@market/testing';
import { addonDetailOf, addonOf, cartOf, detailOf, memberOf, productOf, stockOf } from '../../../test/fixtures.ts';
import { writeMembership } from '../model/group-link.ts';
import { GroupMember } from './group-member.tsx';

jest.setTimeout(60_000);
const slow = { timeout: 15_000 };

const size = { id: 1, type: 'text', translation: { title: 'Size' } };
const small = stockOf(11, 8, { extras: [{ id: 1, extra_group_id: 1, value: 'Small', group: size }] });
const large = stockOf(12, 12, { extras: [{ id: 2, extra_group_id: 1, value: 'Large', group: size }], addons: [addonOf(7, 50, 'Cheese', 1.5), addonOf(8, 51, 'Olives', 1)] });
const pizza = productOf(1, 'Margherita', [small, large]);
const water = productOf(2, 'Water', [stockOf(20, 1)]);

let cart: Cart;
let inserts: { products: unknown[]; user_cart_uuid: string }[] = [];
/** The query strings of the member's leave calls. */
const leaves: string[] = [];
/** The bodies of the member's line removals, and the query strings of its reads of the group. */
const removals: unknown[] = [];
/** The bodies of the join calls. */
const joins: unknown[] = [];
const reads: string[] = [];
/** When set, the reads of the group fail with this status. */
let readFails: number | null = null;
createApiServer(
  http.delete(`${API}rest/cart/member/delete`, ({ request }) => {
    leaves.push(decodeURIComponent(new URL(request.url).search));
    return ok(null);
  }),
  http.get(`${API}rest/cart/7`, ({ request }) => {
    reads.push(new URL(request.url).search);
    return readFails ? fail(readFails, 'The server is busy.') : ok(cart);
  }),
  http.post(`${API}rest/cart/open`, async ({ request }) => {
    joins.push(await request.json());
    return ok({ uuid: 'uuid-2', cart_id: 7, user_cart: memberOf(2, 'Sam', null) });
  }),
  http.delete(`${API}rest/cart/product/delete`, async ({ request }) => {
    removals.push(await request.json());
    return ok(cart);
  }),
  http.get(`${API}rest/shops/1/products`, () => ok({ all: [{ id: 1, translation: { title: 'Pizza' }, products: [pizza, water] }], recommended: [] })),
  http.post(`${API}rest/cart/insert-product`, async ({ request }) => {
    inserts.push((await request.json()) as (typeof inserts)[number]);
    return ok(cart);
  }),
);
beforeAll(() => initTestI18n());
beforeEach(() => {
  inserts = [];
  readFails = null;
  writeMembership({ cart_id: 7, uuid: 'uuid-2', user_cart_id: 2, name: 'Sam' });
});

/** The owner's part as a guest's answer has it: without its uuid. */
const { uuid: _ownerKey, ...owner } = memberOf(1, 'Demo', 1);
const groupCart = (samRows: Cart['user_carts'][number]['cartDetails']) =>
  cartOf({ id: 7, shop_id: 1, owner_id: 1, group: true, user_carts: [owner, memberOf(2, 'Sam', null, samRows)] });
const link = { shopId: 1, cartId: 7, ownerId: 1, secret: 's3cret-of-the-group-0123' };

describe('a group member picks like the product dialog', () => {
  it('chooses the stock and add-ons of a product, and they go to the member cart', async () => {
    cart = groupCart([]);
    renderWithProviders(<GroupMember link={link} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Margherita' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    // The first stock is chosen; Large has add-ons of its own.
    expect(within(dialog).queryByText('Cheese')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Large' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Cheese' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Margherita' }));
    // 2 × (12 + 1.5)
    const add = within(dialog).getByRole('button', { name: /Add to my items · \$27\.00/ });
    fireEvent.click(add);
    await waitFor(() => expect(inserts).toHaveLength(1), slow);
    expect(inserts[0]).toMatchObject({
      user_cart_uuid: 'uuid-2',
      products: [
        { stock_id: 12, quantity: 2 },
        { stock_id: 50, quantity: 2, parent_id: 12 },
      ],
    });
  });

  it('adds a product without options at once, and keeps add-ons when a quantity changes', async () => {
    cart = groupCart([detailOf(31, large, 'Margherita', 1, [addonDetailOf(32, 31, stockOf(50, 1.5), 'Cheese', 1)])]);
    renderWithProviders(<GroupMember link={link} />);
    const mine = await screen.findByRole('list', { name: 'Cart items' }, slow);
    expect(within(mine).getByText(wholeText('Cheese ×1'))).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Water' }, slow));
    await waitFor(() => expect(inserts).toHaveLength(1), slow);
    expect(inserts[0]!.products).toEqual([{ stock_id: 20, quantity: 1 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Increase quantity of Margherita' }));
    await waitFor(() => expect(inserts).toHaveLength(2), slow);
    expect(inserts[1]!.products).toEqual([
      { stock_id: 12, quantity: 2 },
      { stock_id: 50, quantity: 2, parent_id: 12 },
    ]);
  });

  it('keeps the same pizza with other add-ons as a line of its own, each with its own quantity controls', async () => {
    const cheese = detailOf(31, large, 'Margherita', 1, [addonDetailOf(32, 31, stockOf(50, 1.5), 'Cheese', 1)]);
    cart = groupCart([cheese]);
    const view = renderWithProviders(<GroupMember link={link} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Margherita' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Large' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Olives' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to my items/ }));
    await waitFor(() => expect(inserts).toHaveLength(1), slow);
    // Only the new line, at the quantity chosen: the line with cheese is not touched.
    expect(inserts[0]!.products).toEqual([
      { stock_id: 12, quantity: 1 },
      { stock_id: 51, quantity: 1, parent_id: 12 },
    ]);
    view.unmount();

    cart = groupCart([cheese, detailOf(41, large, 'Margherita', 2, [addonDetailOf(42, 41, stockOf(51, 1), 'Olives', 2)])]);
    renderWithProviders(<GroupMember link={link} />);
    const mine = await screen.findByRole('list', { name: 'Cart items' }, slow);
    const lines = within(mine).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText(wholeText('Cheese ×1'))).toBeInTheDocument();
    expect(within(lines[1]!).getByText(wholeText('Olives ×1'))).toBeInTheDocument();
    // 2 × (12 + 1)
    expect(within(lines[1]!).getByText('$26.00')).toBeInTheDocument();
    fireEvent.click(within(lines[1]!).getByRole('button', { name: 'Increase quantity of Margherita' }));
    await waitFor(() => expect(inserts).toHaveLength(2), slow);
    expect(inserts[1]!.products).toEqual([
      { stock_id: 12, quantity: 3 },
      { stock_id: 51, quantity: 3, parent_id: 12 },
    ]);
  });

  it("reads the group as its member, and removes a line by the member's uuid with the line's rows", async () => {
    cart = groupCart([detailOf(31, large, 'Margherita', 1, [addonDetailOf(32, 31, stockOf(50, 1.5), 'Cheese', 1)])]);
    reads.length = 0;
    removals.length = 0;
    renderWithProviders(<GroupMember link={link} />);
    const mine = await screen.findByRole('list', { name: 'Cart items' }, slow);
    const read = new URLSearchParams(reads[0]);
    expect([read.get('user_cart_uuid'), read.get('secret')]).toEqual(['uuid-2', link.secret]);
    fireEvent.click(within(mine).getByRole('button', { name: 'Remove Margherita' }));
    await waitFor(() => expect(removals).toHaveLength(1), slow);
    expect(removals[0]).toEqual({ ids: [31, 32], cart_id: 7, user_cart_uuid: 'uuid-2' });
  });

  it("joins with the share link's secret, then reads the group as the new member", async () => {
    cart = groupCart([]);
    writeMembership(null);
    reads.length = 0;
    renderWithProviders(<GroupMember link={link} />);
    fireEvent.change(await screen.findByLabelText('Your name', {}, slow), { target: { value: 'Sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByRole('button', { name: 'Leave the group' }, slow);
    expect(joins).toEqual([{ name: 'Sam', shop_id: 1, cart_id: 7, secret: link.secret }]);
    // Before joining it read the group with the link's secret alone; after, as the member.
    const [before, after] = [reads[0], reads.at(-1)].map((q) => new URLSearchParams(q));
    expect([before!.get('user_cart_uuid'), before!.get('secret')]).toEqual([null, link.secret]);
    expect(after!.get('user_cart_uuid')).toBe('uuid-2');
  });

  it('leaves the group by its uuid and the cart id, as the family API takes them', async () => {
    cart = groupCart([]);
    renderWithProviders(<GroupMember link={link} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the group' }, slow));
    await waitFor(() => expect(leaves).toHaveLength(1), slow);
    const query = new URLSearchParams(leaves[0]);
    expect(query.get('cart_id')).toBe('7');
    expect(query.getAll('ids[]')).toEqual(['uuid-2']);
  });
});

describe('a group member whose periodic read of the group fails', () => {
  it('keeps its view and the product being chosen, with a note and a retry, and adds what was chosen', async () => {
    cart = groupCart([detailOf(41, stockOf(20, 1), 'Water', 1)]);
    renderWithProviders(<GroupMember link={link} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Margherita' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Large' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity of Cheese' }));
    // The next poll (every few seconds) fails: the server is busy.
    readFails = 503;
    const note = await screen.findByRole('status', {}, { timeout: 15_000 });
    expect(note).toHaveTextContent('Could not refresh the group order');
    // Nothing the member did is lost: the dialog, its choice, the member's items.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('group', { name: 'Quantity of Cheese' })).toHaveTextContent('1');
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getByText('Water')).toBeInTheDocument();
    // The server answers again: the note's retry reads the group, and the note goes.
    readFails = null;
    fireEvent.click(within(note).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), slow);
    fireEvent.click(within(dialog).getByRole('button', { name: /Add to my items/ }));
    await waitFor(() => expect(inserts).toHaveLength(1), slow);
    expect(inserts[0]!.products).toEqual([
      { stock_id: 12, quantity: 1 },
      { stock_id: 50, quantity: 1, parent_id: 12 },
    ]);
  });

  it('is told the group order is not there when a read is refused', async () => {
    cart = groupCart([]);
    renderWithProviders(<GroupMember link={link} />);
    await screen.findByRole('button', { name: 'Leave the group' }, slow);
    readFails = 404;
    expect(await screen.findByText('You cannot join. Invalid group order', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('offers a retry when its first read fails, and shows the group once it is read', async () => {
    cart = groupCart([]);
    readFails = 429;
    renderWithProviders(<GroupMember link={link} />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    readFails = null;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Leave the group' }, slow)).toBeInTheDocument();
  });
});
