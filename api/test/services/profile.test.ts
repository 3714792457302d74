/**
 * The profile without HTTP: an email or phone another user has is refused, so is a currency that is not active; a new
 * phone is not proven yet; a password change needs the old one when the user has one.
 */
import { freshContext, refusal } from './helpers.ts';
import { verifyPassword } from '../../src/auth/password.ts';
import { changePassword, updateProfile } from '../../src/services/profile.ts';
import { createUser, userRow } from '../../src/services/users.ts';

const ctx = freshContext();

describe('updateProfile', () => {
  it("refuses another user's email (whatever its case) or phone (whatever its format), and an inactive currency", () => {
    createUser(ctx(), { firstname: 'Taken', email: 'taken@market.test', phone: '+12025550155' });
    const me = createUser(ctx(), { firstname: 'Me', email: 'me@market.test' });
    expect(() => updateProfile(ctx(), me, { email: 'taken@market.test' })).toThrow(refusal(422, { email: ['The email has already been taken'] }));
    expect(() => updateProfile(ctx(), me, { phone: '1 (202) 555-0155' })).toThrow(refusal(422, { phone: ['The phone has already been taken'] }));
    ctx().db.run('UPDATE currencies SET active = 0 WHERE id = 3');
    expect(() => updateProfile(ctx(), me, { currency_id: 3 })).toThrow(refusal(422, { currency_id: ['The selected currency id is invalid.'] }));
    // Its own address in another case is no clash.
    updateProfile(ctx(), me, { email: 'ME@market.test', currency_id: 2 });
    expect(userRow(ctx(), me)).toMatchObject({ email: 'ME@market.test', currency_id: 2 });
  });

  it('a new phone is stored normalised and not proven; the same phone again stays proven', () => {
    const me = createUser(ctx(), { firstname: 'Phone', phone: '+12025550166', phoneVerified: true });
    updateProfile(ctx(), me, { phone: '+1 202 555 0166', firstname: 'Still' });
    expect(userRow(ctx(), me)).toMatchObject({ firstname: 'Still', phone: '+12025550166', phone_verified_at: expect.any(String) });
    updateProfile(ctx(), me, { phone: '+1 202 555 0167' });
    expect(userRow(ctx(), me)).toMatchObject({ phone: '+12025550167', phone_verified_at: null });
  });
});

describe('changePassword', () => {
  it('needs the right old password when the user has one, and a matching confirmation', async () => {
    const me = createUser(ctx(), { firstname: 'Pw', passwordHash: undefined });
    await changePassword(ctx(), me, { password: 'first-pass', password_confirmation: 'first-pass' });
    await expect(changePassword(ctx(), me, { old_password: 'wrong', password: 'second-pass', password_confirmation: 'second-pass' })).rejects.toEqual(
      refusal(422, { old_password: ['The old password is incorrect'] }),
    );
    await expect(changePassword(ctx(), me, { old_password: 'first-pass', password: 'second-pass', password_confirmation: 'other' })).rejects.toEqual(refusal(422));
    await changePassword(ctx(), me, { old_password: 'first-pass', password: 'second-pass', password_confirmation: 'second-pass' });
    expect(await verifyPassword('second-pass', userRow(ctx(), me).password_hash!)).toBe(true);
  });
});
