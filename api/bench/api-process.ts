/**
 * The API of `npm run bench:api` in a process of its own (the bench forks it unless BENCH_CLIENT=thread): it opens
 * the database named by BENCH_DB (seeding it when empty), listens on a free port of 127.0.0.1 and sends the port to its
 * parent; asked 'cpu', it answers its own CPU time (µs, user and system), so the bench divides the API's CPU alone by
 * the requests answered; asked 'close', it closes and exits.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/server.ts';

const app = await buildApp({ dbPath: process.env.BENCH_DB!, jwtSecret: 'bench', authRateLimit: false });
await app.listen({ host: '127.0.0.1', port: 0 });
process.on('message', (message) => {
  if (message === 'cpu') {
    const used = process.cpuUsage();
    process.send!({ cpu: used.user + used.system });
  } else if (message === 'close') {
    void app.close().then(() => process.exit(0));
  }
});
process.send!({ port: (app.server.address() as AddressInfo).port });
