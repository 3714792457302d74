import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from '@market/router';
import { ErrorScreen } from './error-screen.tsx';
import { pageViewed, reportError } from '../../telemetry/index.ts';

interface State {
  error: unknown;
}

class Boundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };
  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.error('[render]', error);
    reportError('boundary', error);
  }
  componentDidUpdate(prev: { resetKey: string }) {
    // Following the logo home (or any navigation) resets the error screen.
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }
  render() {
    if (this.state.error) return <ErrorScreen onReset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/**
 * A render error shows the error screen (and is reported with the field measurements); 'Try again' or the logo
 * resets it. Each page the shopper opens counts as a page view there too.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  useEffect(() => pageViewed(location.pathname), [location.pathname]);
  return <Boundary resetKey={location.key}>{children}</Boundary>;
}
