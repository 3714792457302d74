/**
 * Addresses without HTTP: a user with addresses has exactly one active one, whatever they save, change, make active
 * or delete (a property over random sequences, against a model of which one it is), and only their own are touched.
 */
import fc from 'fast-check';
import type { AddressBody } from '@market/contract/src/schemas/index.ts';
import { freshContext, userIdOf } from './helpers.ts';
import { DEMO_EMAIL } from '../../src/db/seed.ts';
import { pageArgs } from '../../src/lib/paginate.ts';
import { createUser } from '../../src/services/users.ts';
import { addressPage, deleteAddresses, makeAddressActive, ownAddress, saveAddress } from '../../src/services/addresses.ts';

const ctx = freshContext();
const all = pageArgs({ perPage: 100 });
const body = (active?: AddressBody['active']): AddressBody => ({ address: { address: '1 Main St' }, location: { latitude: 38.9, longitude: -77 }, ...(active === undefined ? {} : { active }) });

describe('one active address', () => {
  const flag = fc.constantFrom<AddressBody['active'] | undefined>(undefined, true, false, 0, 1);
  const step = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), active: flag }),
    fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), active: flag }),
    fc.record({ kind: fc.constant('activate' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('delete' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) }),
  );

  it('is the one saved or made active, else the one before; deleting it makes the newest left active', () => {
    const userId = createUser(ctx(), { firstname: 'Model' });
    const seed = process.env.ADDRESS_SEED ? Number(process.env.ADDRESS_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);
    const result = fc.check(
      fc.property(fc.array(step, { minLength: 1, maxLength: 15 }), (steps) => {
        ctx().db.run('DELETE FROM addresses WHERE user_id = ?', [userId]);
        let ids: number[] = [];
        let active: number | undefined;
        for (const s of steps) {
          if (s.kind === 'add') {
            const id = saveAddress(ctx(), userId, body(s.active)).id;
            if (s.active || active === undefined) active = id;
            ids.push(id);
          } else if (!ids.length) {
            continue;
          } else if (s.kind === 'change') {
            const id = ids[s.pick % ids.length]!;
            saveAddress(ctx(), userId, body(s.active), id);
            if (s.active || active === id) active = id;
          } else if (s.kind === 'activate') {
            active = ids[s.pick % ids.length]!;
            expect(makeAddressActive(ctx(), userId, active)!.active).toBe(true);
          } else {
            const gone = [...new Set(s.picks.map((i) => ids[i % ids.length]!))];
            expect(deleteAddresses(ctx(), userId, gone)).toBe(gone.length);
            ids = ids.filter((id) => !gone.includes(id));
            if (gone.includes(active!)) active = ids.length ? Math.max(...ids) : undefined;
          }
          const listed = addressPage(ctx(), userId, all).data;
          expect(listed.map((a) => a.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
          expect(listed.filter((a) => a.active).map((a) => a.id)).toEqual(active === undefined ? [] : [active]);
        }
      }),
      { numRuns: Number(process.env.ADDRESS_RUNS ?? 100), seed },
    );
    if (result.failed) throw new Error(`address property failed (replay: ADDRESS_SEED=${seed}):\n${fc.defaultReportMessage(result)}`);
  });
});

describe("another user's addresses", () => {
  it('are not found, made active nor deleted', () => {
    const owner = userIdOf(ctx(), DEMO_EMAIL);
    const other = createUser(ctx(), { firstname: 'Other' });
    const theirs = saveAddress(ctx(), owner, body());
    expect(ownAddress(ctx(), other, theirs.id)).toBeUndefined();
    expect(makeAddressActive(ctx(), other, theirs.id)).toBeUndefined();
    expect(deleteAddresses(ctx(), other, [theirs.id])).toBe(0);
    expect(ownAddress(ctx(), owner, theirs.id)).toEqual(theirs);
  });
});
