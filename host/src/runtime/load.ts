/** Loading one exposed module of a remote: registered, in time, with a default export; a retry starts afresh. */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { federationName, type RemoteName } from '@market/contract';
import { getRuntimeConfig } from '@market/http';
import { registry } from './registry.ts';
import { refresh } from './retry.ts';
import { RemoteLoadError, withTimeout } from './timeout.ts';
import { reportError } from '../features/telemetry/model/telemetry.ts';

export interface LoadedModule<P> {
  default: ComponentType<P>;
}

/** How long a remote's module may take to load: the runtime config's `remoteTimeoutMs`, else 10 s. */
const DEFAULT_TIMEOUT_MS = 10000;

/** Loads one exposed module of a remote, giving up after `timeoutMs`; a retry (attempt > 0) starts afresh. */
export async function loadRemoteModule<P>(
  remote: RemoteName,
  module: string,
  attempt: number,
  timeoutMs = getRuntimeConfig().remoteTimeoutMs ?? DEFAULT_TIMEOUT_MS,
): Promise<LoadedModule<P>> {
  const name = federationName(remote);
  if (attempt > 0) await refresh(name);
  if (!registry[name]) throw new RemoteLoadError(name, 'not registered');
  const id = `${name}/${module.replace(/^\.\//, '')}`;
  const mod = await withTimeout(loadRemote<LoadedModule<P>>(id), timeoutMs, name);
  if (!mod?.default) throw new RemoteLoadError(name, 'no module');
  // The fallback plugin's stand-in: the remote did not load (its area offers a retry).
  if ((mod as { __fallback?: boolean }).__fallback) reportError('remote-load', new RemoteLoadError(name, 'failed to load'), remote);
  return mod;
}
