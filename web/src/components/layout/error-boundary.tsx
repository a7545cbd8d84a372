import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead, given what was thrown. */
  fallback: (error: unknown) => ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Shows `fallback` instead of a tree that threw while rendering (a bug, or a page's code that
 * failed to download). Give it a `key` that changes with the page so leaving the page recovers.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
