/** A retry of a remote that failed to load starts afresh: its cached manifest, entry and container are forgotten. */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRegistry, registry, setRegistry } from './registry.ts';

/** Forget a remote's failed attempt (its cached manifest, entry and container) before loading it again. */
export async function refresh(name: string): Promise<void> {
  if (!registry[name]) setRegistry({ ...(await fetchRegistry()), ...registry });
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

