/**
 * The docker-compose topology as the gateway sees it: service names and ports. docker-compose.yml must agree
 * (nginx/compose.test.ts checks it); `node nginx/render.ts --preset compose` renders the gateway's config from it.
 */
import { REMOTES } from './policy.ts';

export const COMPOSE = {
  /** Inside the gateway container: config.json (baked at build) and mf/remotes.json (mounted). */
  gatewayRoot: '/srv/market',
  gatewayPort: 8080,
  /** Every app service is an nginx serving its dist at its own root on port 80. */
  appPort: 80,
  host: 'http://host:80',
  remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://${r}:80`])) as Record<string, string>,
  api: 'http://api:4000',
  apiPort: 4000,
  authEmulatorPort: 9099,
  /** Docker's embedded DNS: a recreated service is found again without restarting the gateway. */
  resolver: '127.0.0.11',
  /** The emulator as the browser reaches it (published port). */
  authEmulatorForBrowser: 'http://localhost:9099',
} as const;
