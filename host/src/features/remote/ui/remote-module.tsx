import { Component, lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@market/contract';
import { PageSkeleton } from '@market/ui';
import { loadRemoteModule, RemoteLoadError } from '../../../runtime/index.ts';
import { reportError } from '../../telemetry/index.ts';
import { preparedModule } from '../model/first-page.ts';
import { loadPageModule } from '../model/prepare-page.ts';
import { RemoteFallback, RemoteRetryContext } from './remote-fallback.tsx';

class RemoteBoundary extends Component<{ children: ReactNode; fallback: ReactNode; name: string; remote: RemoteName }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[mf] ${this.props.name} failed`, error);
    reportError(error instanceof RemoteLoadError ? 'remote-load' : 'boundary', error, this.props.remote);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface RemoteModuleProps<P> {
  remote: RemoteName;
  module: string;
  props?: P;
  /** A small inline fallback (header widgets) instead of the full-area one. */
  compact?: boolean;
  /** Shown while the code loads. */
  loading?: ReactNode;
  /** Called as its code is asked for (not when it had loaded before this area's first render). */
  onLoad?: () => void;
  /** Called once the module's content has been put on the page (not its skeleton). */
  onShown?: () => void;
}

/** Beside the module's content, in its Suspense boundary: its effect runs when that content is committed. */
function Shown({ onShown }: { onShown: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the content first shows
  useEffect(onShown, []);
  return null;
}

/**
 * One remote area: its own error boundary and Suspense skeleton. A remote that cannot be loaded, or throws,
 * costs only this area; the retry loads it afresh.
 */
export function RemoteModule<P extends object>({ remote, module, props, compact = false, loading, onLoad, onShown }: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // The first page's module may have loaded before the first render: then it renders at once, without suspending.
  const Lazy = useMemo(
    () =>
      (attempt === 0 ? preparedModule<P>(remote, module)?.default : undefined) ??
      lazy(() => {
        onLoad?.();
        // One load for this area and one started ahead of it (a move here: move-ahead.ts); a retry starts afresh.
        return attempt === 0 ? loadPageModule<P>(remote, module, () => loadRemoteModule(remote, module, 0)) : loadRemoteModule<P>(remote, module, attempt);
      }) as unknown as ComponentType<P>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the call at the time the code is asked for
    [remote, module, attempt],
  );
  const context = useMemo(() => ({ retry, compact }), [retry, compact]);
  return (
    <RemoteRetryContext.Provider value={context}>
      <RemoteBoundary key={attempt} name={`${remote}${module.slice(1)}`} remote={remote} fallback={<RemoteFallback />}>
        <Suspense fallback={loading ?? (compact ? null : <PageSkeleton />)}>
          <Lazy {...((props ?? {}) as P)} />
          {onShown && <Shown onShown={onShown} />}
        </Suspense>
      </RemoteBoundary>
    </RemoteRetryContext.Provider>
  );
}
