import { Component, type ReactNode } from 'react';

/**
 * An error boundary that shows nothing: a part the page can do without (the chat box, the head tags
 * drawn after the first screen) must never take the page down with it when its chunk fails to load.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[${this.props.name}] could not be loaded`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
