import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  localId: string;
  email?: string;
  emailVerified?: boolean;
  phoneNumber?: string;
  displayName?: string;
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An unsigned ID token as the Auth emulator issues them. */
export function emulatorToken(user: FakeUser, claims: Record<string, unknown> = {}, project = 'demo-market'): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: `https://securetoken.google.com/${project}`, aud: project, sub: user.localId, user_id: user.localId, iat: now, exp: now + 3600,
    email: user.email, email_verified: user.emailVerified, phone_number: user.phoneNumber, firebase: { sign_in_provider: 'password' }, ...claims,
  })}.`;
}

/** A stand-in for the Auth emulator's REST API: accounts:lookup (by idToken or, as owner, by email) and sign-up. */
export async function startFakeEmulator(users: FakeUser[]): Promise<{ host: string; users: FakeUser[]; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      const send = (status: number, data: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(data));
      if (req.url?.startsWith('/identitytoolkit.googleapis.com/v1/accounts:lookup')) {
        const token = String(json.idToken ?? '');
        const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}').sub;
        const user = users.find((u) => u.localId === sub);
        return user ? send(200, { users: [user] }) : send(400, { error: { message: 'INVALID_ID_TOKEN' } });
      }
      if (req.url === '/identitytoolkit.googleapis.com/v1/projects/demo-market/accounts:lookup') {
        const emails = (json.email as string[]) ?? [];
        const found = users.filter((u) => u.email && emails.includes(u.email));
        return send(200, found.length ? { users: found } : {});
      }
      if (req.url === '/identitytoolkit.googleapis.com/v1/projects/demo-market/accounts') {
        if (req.headers.authorization !== 'Bearer owner') return send(401, {});
        const user = { localId: `uid-${users.length + 1}`, email: json.email as string, emailVerified: json.emailVerified === true, displayName: json.displayName as string };
        users.push(user);
        return send(200, user);
      }
      send(404, {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, users, close: () => new Promise((r) => server.close(() => r())) };
}
