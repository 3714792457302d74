import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { federationName, type RemoteName, type RemoteRegistry } from '@market/contract';
import { fallbackPlugin } from '@market/mf/runtime';
import { getRuntimeConfig } from '@market/http';

declare global {
  interface Window {
    /** The registry's answer, asked for by boot.js before the first script runs. */
    __marketRegistry?: Promise<RemoteRegistry>;
  }
}

let registry: RemoteRegistry = {};
let registryUrl = '/mf/remotes.json';

/**
 * The registry, revalidated on every load (the gateway sends it with `Cache-Control: no-cache`); a default fetch, so
 * it takes the response boot.js preloaded before this script ran.
 */
async function fetchRegistry(): Promise<RemoteRegistry> {
  // boot.js asked for it before the scripts downloaded (and read the live versions to preload a catalogue).
  const early = window.__marketRegistry;
  window.__marketRegistry = undefined;
  if (early && registryUrl === '/mf/remotes.json') {
    const value = await early.catch(() => null);
    if (value) return value;
  }
  const res = await fetch(registryUrl);
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return (await res.json()) as RemoteRegistry;
}

/** Registers the remotes listed in /mf/remotes.json; editing that file redeploys a remote, no host rebuild. */
export async function initRemotes(Fallback: ComponentType, url = registryUrl): Promise<void> {
  registryUrl = url;
  registerPlugins([fallbackPlugin(Fallback)]);
  try {
    registry = await fetchRegistry();
    registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    // Every remote area then shows its fallback; its retry fetches the registry again.
    console.error('[mf] remote registry unavailable', error);
  }
}

/**
 * Where a remote's live version is published (`/mf/<remote>/<version>/`), from the registry: its translation
 * catalogues are there. null before the registry is read or for a name it does not list.
 */
export function remoteBase(namespace: string): string | null {
  const entry = registry[federationName(namespace as RemoteName)];
  if (!entry || !/^(\/|https?:)/.test(entry)) return null;
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

/** Forget a remote's failed attempt (its cached manifest, entry and container) before loading it again. */
async function refresh(name: string): Promise<void> {
  if (!registry[name]) registry = { ...(await fetchRegistry()), ...registry };
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export class RemoteLoadError extends Error {
  readonly remote: string;
  constructor(remote: string, reason: string) {
    super(`${remote}: ${reason}`);
    this.remote = remote;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, `no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

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
  return mod;
}
