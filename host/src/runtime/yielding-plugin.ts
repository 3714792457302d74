import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '@market/ui/start';

/**
 * Loading a remote's module is four pieces of work: its entry script runs, its container takes the shared
 * libraries, its module's files load, and the module itself is evaluated. The federation runtime chains them in
 * microtasks, so whatever is ready runs in one task (the entry's load event): 18 ms for home's on a desktop,
 * several times that on a phone, where a tap or a paint waits for it. These hooks end the task between the pieces
 * (the runtime awaits each), so each runs in a task of its own; the load itself is not otherwise changed.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'market-yielding',
    // After the entry script ran, before its container is initialised.
    beforeInitRemote: () => yieldToMain(),
    // After the container took the shared libraries, before the module's files are asked for.
    beforeGetExpose: () => yieldToMain(),
    // After the module's files arrived, before the module is evaluated.
    beforeExecuteFactory: () => yieldToMain(),
    // After the module was evaluated, before the page renders it.
    afterExecuteFactory: () => yieldToMain(),
  };
}
