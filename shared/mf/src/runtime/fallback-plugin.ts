import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Turns a remote that failed to load into a module whose default export is the shell's fallback, so the area
 * shows a retry instead of throwing. The manifest failing fires `afterResolve` first (nothing to return then),
 * then `onLoad`; a failing remoteEntry fires only `onLoad`.
 */
export function fallbackPlugin(Fallback: ComponentType): ModuleFederationRuntimePlugin {
  return {
    name: 'market-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[mf] ${id} failed to load (${lifecycle})`, error);
      if (lifecycle === 'onLoad') return { default: Fallback, __fallback: true };
      return undefined;
    },
  };
}
