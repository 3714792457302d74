/**
 * Creates the demo user demo@market.test / demo1234 (and the friend account) in the Firebase Auth emulator,
 * project demo-market, through its REST API. Idempotent: an existing account is left alone.
 */
import { DEMO_EMAIL, DEMO_PASSWORD, FRIEND_EMAIL, FRIEND_PASSWORD } from '../db/seed.ts';

export interface EmulatorSeedResult {
  created: string[];
  existing: string[];
}

const ACCOUNTS = [
  { email: DEMO_EMAIL, password: DEMO_PASSWORD, displayName: 'Demo User', phoneNumber: '+12025550101' },
  { email: FRIEND_EMAIL, password: FRIEND_PASSWORD, displayName: 'Sam Friend', phoneNumber: '+12025550102' },
];

export async function seedAuthEmulator(host: string, projectId = 'demo-market'): Promise<EmulatorSeedResult> {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}`;
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
  const result: EmulatorSeedResult = { created: [], existing: [] };
  for (const account of ACCOUNTS) {
    const lookup = await fetch(`${base}/accounts:lookup`, { method: 'POST', headers, body: JSON.stringify({ email: [account.email] }) });
    if (!lookup.ok) throw new Error(`Auth emulator lookup failed: ${lookup.status} ${await lookup.text()}`);
    if (((await lookup.json()) as { users?: unknown[] }).users?.length) {
      result.existing.push(account.email);
      continue;
    }
    const res = await fetch(`${base}/accounts`, { method: 'POST', headers, body: JSON.stringify({ ...account, emailVerified: true }) });
    if (!res.ok) {
      const text = await res.text();
      if (/EMAIL_EXISTS|PHONE_NUMBER_EXISTS/.test(text)) {
        result.existing.push(account.email);
        continue;
      }
      throw new Error(`Auth emulator sign-up failed: ${res.status} ${text}`);
    }
    result.created.push(account.email);
  }
  return result;
}
