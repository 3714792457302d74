/** The six remotes: package folder name, federation name (an identifier) and translation namespace. */
export const REMOTES = [
  'catalogue-search',
  'cart-checkout-group',
  'account-wallet-orders',
  'reservations',
  'parcels-recipes',
  'chat-notifications',
] as const;

export type RemoteName = (typeof REMOTES)[number];

/** Federation names must be identifiers: `catalogue-search` → `catalogue_search`. */
export function federationName(remote: RemoteName | 'host'): string {
  return remote.replace(/-/g, '_');
}

/** The runtime registry served at /mf/remotes.json: federation name → manifest URL. */
export type RemoteRegistry = Record<string, string>;
