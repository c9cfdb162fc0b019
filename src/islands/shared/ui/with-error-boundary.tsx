/**
 * Every island renders inside an error boundary: a fault shows the full-page error screen instead
 * of a blank or half-drawn page. "Go back home" clears the error and goes to /.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { handleChunkFailure } from '../../../lib/build-check.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

interface State {
  error: Error | null;
}

class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('An island failed', error, info.componentStack);
    // A lazy area of an older build may be gone after a deploy: reload if a newer build exists.
    handleChunkFailure(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = (error as { status?: number }).status ?? 500;
    return (
      <ErrorScreen
        status={status}
        message={error.message || 'An unexpected error occurred.'}
        onHome={() => {
          this.setState({ error: null });
          location.assign('/');
        }}
      />
    );
  }
}

export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ErrorBoundary>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `WithErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Guarded;
}
