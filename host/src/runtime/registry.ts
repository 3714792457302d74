/**
 * The remotes' registry (/mf/remotes.json): read once at start (boot.js has asked for it already) and registered with
 * the federation runtime, with the fallback plugin and the one that loads a module in several short tasks; editing
 * that file redeploys a remote, no host rebuild.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { canarySeed, chooseVersions, federationName, type RemoteName, type RemoteRegistry } from '@market/contract';
import { fallbackPlugin } from '@market/mf/runtime';
import { yieldingPlugin } from './yielding-plugin.ts';

declare global {
  interface Window {
    /** The registry's answer, asked for by boot.js before the first script runs. */
    __marketRegistry?: Promise<unknown>;
  }
}

/** The versions this browser loads (the live ones, or a remote's canary where this browser is in its share): remote name → manifest URL. */
export let registry: RemoteRegistry = {};
let registryUrl = '/mf/remotes.json';

/**
 * The registry, revalidated on every load (the gateway sends it with `Cache-Control: no-cache`); a default fetch, so
 * it takes the response boot.js preloaded before this script ran.
 */
export async function fetchRegistry(): Promise<RemoteRegistry> {
  return chooseVersions(await fetchRegistryFile(), seed());
}

/** This browser's canary seed (boot.js made it already), read once: the choice holds for the page's life. */
let browserSeed: string | null | undefined;
function seed(): string | null {
  if (browserSeed === undefined) {
    try {
      browserSeed = canarySeed(window.localStorage);
    } catch {
      browserSeed = null;
    }
  }
  return browserSeed;
}

/** The registry file as served: live entries and canaries (`chooseVersions` picks this browser's). */
async function fetchRegistryFile(): Promise<unknown> {
  // boot.js asked for it before the scripts downloaded (and read the chosen versions to preload a catalogue).
  const early = window.__marketRegistry;
  window.__marketRegistry = undefined;
  if (early && registryUrl === '/mf/remotes.json') {
    const value = await early.catch(() => null);
    if (value) return value;
  }
  const res = await fetch(registryUrl);
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return res.json();
}

/** Registers the remotes listed in /mf/remotes.json; editing that file redeploys a remote, no host rebuild. */
export async function initRemotes(Fallback: ComponentType, url = registryUrl): Promise<void> {
  registryUrl = url;
  registerPlugins([fallbackPlugin(Fallback), yieldingPlugin()]);
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

/** Puts newer entries in (a retry re-reads the registry). */
export function setRegistry(next: RemoteRegistry): void {
  registry = next;
}
