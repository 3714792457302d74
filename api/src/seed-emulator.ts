/** CLI: `node api/src/seed-emulator.ts [host]` (default FIREBASE_AUTH_EMULATOR_HOST or 127.0.0.1:9099). */
import { seedAuthEmulator } from './auth/emulator-seed.ts';

const host = process.argv[2] ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
seedAuthEmulator(host, process.env.FIREBASE_PROJECT_ID ?? 'demo-market').then(
  (r) => console.log(`auth emulator ${host}: created ${r.created.join(', ') || 'none'}; existing ${r.existing.join(', ') || 'none'}`),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
