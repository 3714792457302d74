import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Toast } from '@market/contract';

type ToastsProps = { toasts: Toast[] };
const load = () => import('./toasts.tsx');
/** The toasts' view; made anew after a download that failed (React keeps a failed lazy component's error). */
let view: ComponentType<ToastsProps> = lazy(load);

/**
 * Above the app's error boundary, a toasts' download that fails (offline, before the service worker has the shell's
 * files) would take the whole page down: it shows no toast instead, and the next toast asks for the code again.
 */
class Quiet extends Component<{ attempt: unknown; children: ReactNode }, { failedAt: unknown }> {
  state = { failedAt: undefined as unknown };
  static getDerivedStateFromError() {
    view = lazy(load);
    return { failedAt: null };
  }
  componentDidUpdate() {
    if (this.state.failedAt === null) this.setState({ failedAt: this.props.attempt });
    else if (this.state.failedAt !== undefined && this.state.failedAt !== this.props.attempt) this.setState({ failedAt: undefined });
  }
  render() {
    return this.state.failedAt === undefined ? this.props.children : null;
  }
}

export function ToastsView({ toasts }: ToastsProps) {
  const View = view;
  return (
    <Quiet attempt={toasts}>
      <Suspense fallback={null}>
        <View toasts={toasts} />
      </Suspense>
    </Quiet>
  );
}
