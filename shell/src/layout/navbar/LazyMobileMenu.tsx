import { Component, Suspense, type ReactNode } from 'react';
import { lazyPage } from '@journal/shared';
import type { MobileMenuProps } from './MobileMenu.tsx';

const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazyPage(() => loadMobileMenu().then((module) => module.MobileMenu));

/**
 * Starts fetching the menu's code before the reader's tap lands (pointer over or touching the Menu
 * button, or focus on it), so it usually opens at once.
 */
export function preloadMobileMenu(): void {
  void loadMobileMenu().catch(() => undefined);
}

/**
 * The full-screen menu, in a chunk of its own: it only exists once a reader opens it, below the
 * desktop breakpoint, so its code is not part of every first load (build-kit/speed/README.md). If
 * the chunk cannot be loaded the menu closes (onClose), and the next tap on Menu tries again.
 */
export function LazyMobileMenu(props: MobileMenuProps) {
  return (
    <ClosesOnFailure onFailure={props.onClose}>
      <Suspense fallback={null}>
        <MobileMenu {...props} />
      </Suspense>
    </ClosesOnFailure>
  );
}

class ClosesOnFailure extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[navbar] the menu could not be loaded', error);
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
