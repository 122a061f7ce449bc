/**
 * An error boundary that must be given a fallback (spec part 1 §4.4, §8). The fallback can
 * reset it once; a second error after a recovery is thrown on to the next boundary up, so a
 * component that keeps failing cannot loop forever.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorFallbackProps {
  error: Error;
  reset: () => void;
}

interface Props {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  recovered: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, recovered: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: null, recovered: true });
  };

  override render(): ReactNode {
    const { error, recovered } = this.state;
    if (error && recovered) throw error;
    if (error) return this.props.fallback({ error, reset: this.reset });
    return this.props.children;
  }
}
