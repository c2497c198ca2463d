import * as React from "react";

import { ErrorFallback, errorMessage } from "@/components/ErrorFallback";

type Props = { children: React.ReactNode; resetKey?: unknown };
type State = { error: unknown; hasError: boolean };

/** Catches render errors below it; a new `resetKey` (e.g. the path) clears the error. */
export class ErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, hasError: false });
    }
  }

  render() {
    if (this.state.hasError) return <ErrorFallback message={errorMessage(this.state.error)} />;
    return this.props.children;
  }
}
