import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

type Props = { children: ReactNode; locationKey: string };
type State = { locationKey: string; failure?: { error: unknown } };

class ErrorBoundary extends Component<Props, State> {
  override state: State = { locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  // The error belongs to the address it happened at: another address renders its page afresh.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { locationKey: props.locationKey, failure: undefined };
  }

  override render() {
    return this.state.failure ? <RouteErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}

/** The store's error screen in place of `children` when they throw while loading or rendering, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}
