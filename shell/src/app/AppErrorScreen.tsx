import { Component, type ReactNode } from 'react';
import { siteTitle } from '@journal/shared';
import { pageHeadingClass } from '@journal/shared/ui';
import { PageTitle } from '@journal/shared/metadata';

/** docs/sections.md: the app-level fallback for whatever escapes the section boundaries. */
export function AppErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-8 text-center">
      <PageTitle>{siteTitle('Something Went Wrong')}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1 className={pageHeadingClass}>Something Went Wrong</h1>
      <p className="max-w-md text-slate-700">Sorry, an unexpected error has occurred. Please try again later.</p>
      <button
        type="button"
        onClick={() => window.location.assign('/')}
        className={'rounded-md bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800'}
      >
        Return Home
      </button>
    </main>
  );
}

/** Catches whatever escapes the section boundaries: the layout, the router and everything outside them. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[app]', error);
  }

  override render() {
    return this.state.failed ? <AppErrorScreen /> : this.props.children;
  }
}
