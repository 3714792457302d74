/**
 * The docker-compose topology as the gateway sees it: where the site is and the API's service. docker-compose.yml
 * must agree (nginx/compose.test.ts checks it); `node nginx/render.ts --preset compose` renders the gateway's config
 * from it.
 */
export const COMPOSE = {
  /** The `site` volume, mounted by every app service (they publish into it) and by the gateway (read-only). */
  deployDir: '/srv/deploy',
  /** The site the gateway serves (static mode): the host's files, config.json, /mf/<remote>/<version>/, the registry. */
  gatewayRoot: '/srv/deploy/site',
  gatewayPort: 8080,
  api: 'http://api:4000',
  apiPort: 4000,
  authEmulatorPort: 9099,
  /** Docker's embedded DNS: a recreated API service is found again without restarting the gateway. */
  resolver: '127.0.0.11',
  /** The emulator as the browser reaches it (published port). */
  authEmulatorForBrowser: 'http://localhost:9099',
} as const;
