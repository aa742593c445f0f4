import { Component, type ReactNode } from 'react';
import { siteTitle } from '@journal/shared';
import { Button, PageHeader } from '@journal/shared/ui';
import { PageTitle } from '@journal/shared/metadata';

/** docs/sections.md: the app-level fallback for whatever escapes the section boundaries. */
export function AppErrorScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-8 text-center">
      <PageTitle>{siteTitle('Something Went Wrong')}</PageTitle>
      <meta name="robots" content="noindex" />
      <PageHeader
        className="space-y-4"
        lead={
          <p className="max-w-md text-slate-700">Sorry, an unexpected error has occurred. Please try again later.</p>
        }
      >
        Something Went Wrong
      </PageHeader>
      <Button onClick={() => window.location.assign('/')}>Return Home</Button>
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
