import { Component, type ReactNode } from "react";

/**
 * Catches what fails while a document is drawn (a value its parts cannot draw), so the page shows
 * `fallback` at once instead of going blank, and whoever waits for the drawing (the server's Chromium)
 * learns it failed rather than waiting for its time limit. React catches render errors only in a class.
 */
export class DrawingBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
