/**
 * Sending money without HTTP: to another user named by their wallet id or uuid, never more than the balance, both
 * histories written with notes naming the other side; and whom money can be sent to.
 */
import { freshContext, refusal } from './helpers.ts';
import { pageArgs } from '../../src/lib/paginate.ts';
import { createUser, userRow } from '../../src/services/users.ts';
import { sendMoney, walletHistoryPage, walletMove, walletRecipients } from '../../src/services/wallet.ts';

const ctx = freshContext();
const all = pageArgs({ perPage: 100 });
const balance = (id: number): number => userRow(ctx(), id).wallet_price;

describe('sendMoney', () => {
  it('moves the amount, rounded to the cent, and writes both rows', () => {
    const ann = createUser(ctx(), { firstname: 'Ann', lastname: 'Sender' });
    const bob = createUser(ctx(), { firstname: 'Bob' });
    walletMove(ctx(), ann, 'topup', 50, 'Top-up');
    const sent = sendMoney(ctx(), ann, { uuid: userRow(ctx(), bob).wallet_uuid, price: 12.345 }, 'en');
    expect(sent).toMatchObject({ type: 'send', price: 12.35, note: 'To Bob', author: { id: bob, firstname: 'Bob' } });
    expect([balance(ann), balance(bob)]).toEqual([37.65, 12.35]);
    expect(walletHistoryPage(ctx(), bob, all, 'receive', 'en').data).toEqual([
      expect.objectContaining({ type: 'receive', price: 12.35, note: 'From Ann Sender', author: expect.objectContaining({ id: ann }) }),
    ]);
    // By the user's uuid too, with the note given on both sides.
    sendMoney(ctx(), ann, { uuid: userRow(ctx(), bob).uuid, price: 1, note: 'Lunch' }, 'en');
    expect(walletHistoryPage(ctx(), ann, all, 'send', 'en').data.map((r) => r.note)).toEqual(['Lunch', 'To Bob']);
    expect(walletHistoryPage(ctx(), bob, all, undefined, 'en').data.map((r) => r.note)).toEqual(['Lunch', 'From Ann Sender']);
  });

  it('refuses oneself, nobody and more than the balance, and moves nothing', () => {
    const ann = createUser(ctx(), { firstname: 'Ann' });
    const bob = createUser(ctx(), { firstname: 'Bob' });
    walletMove(ctx(), ann, 'topup', 10, 'Top-up');
    expect(() => sendMoney(ctx(), ann, { uuid: userRow(ctx(), ann).wallet_uuid, price: 1 }, 'en')).toThrow(refusal(422, { uuid: ['The selected user is invalid.'] }));
    expect(() => sendMoney(ctx(), ann, { uuid: 'nobody', price: 1 }, 'en')).toThrow(refusal(422, { uuid: ['The selected user is invalid.'] }));
    expect(() => sendMoney(ctx(), ann, { uuid: userRow(ctx(), bob).uuid, price: 10.01 }, 'en')).toThrow(refusal(400));
    expect([balance(ann), balance(bob)]).toEqual([10, 0]);
    expect(walletHistoryPage(ctx(), ann, all, 'send', 'en').meta.total).toBe(0);
    expect(sendMoney(ctx(), ann, { uuid: userRow(ctx(), bob).uuid, price: 10 }, 'en').price).toBe(10);
    expect(balance(ann)).toBe(0);
  });
});

describe('walletRecipients', () => {
  it('finds customers by name, email, phone or wallet id, never the searcher; % and _ are plain characters', () => {
    const me = createUser(ctx(), { firstname: 'Zed', lastname: 'Searcher' });
    const pal = createUser(ctx(), { firstname: 'Zed', lastname: 'Pal', email: 'zed_pal@market.test', phone: '+12025550177' });
    const found = (search: string): number[] => walletRecipients(ctx(), me, all, search).data.map((u) => u.id);
    expect(found('Zed')).toEqual([pal]);
    expect(found('zed_pal@')).toEqual([pal]);
    expect(found('zed%pal')).toEqual([]);
    expect(found('5550177')).toEqual([pal]);
    expect(found(userRow(ctx(), pal).wallet_uuid)).toEqual([pal]);
  });
});
