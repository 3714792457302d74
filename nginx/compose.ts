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
  /** Plain HTTP: the site itself, or with a certificate mounted, a 301 to HTTPS. */
  gatewayPort: 8080,
  /** HTTPS, when a certificate and key are mounted at tlsDir (TLS_CERT and TLS_KEY in docker-compose.yml). */
  gatewayTlsPort: 8443,
  tlsDir: '/etc/nginx/tls',
  api: 'http://api:4000',
  apiPort: 4000,
  authEmulatorPort: 9099,
  /** Docker's embedded DNS: a recreated API service is found again without restarting the gateway. */
  resolver: '127.0.0.11',
  /**
   * The composition's network and the gateway's fixed address on it: the API believes X-Forwarded-For from that
   * address only (API_TRUSTED_PROXIES), so its limits count each client, not the gateway.
   */
  subnet: '172.28.0.0/24',
  gatewayAddress: '172.28.0.10',
  /** The emulator as the browser reaches it (published port). */
  authEmulatorForBrowser: 'http://localhost:9099',
} as const;
