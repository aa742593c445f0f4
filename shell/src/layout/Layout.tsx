import { Outlet } from 'react-router';
import { journal } from '@journal/shared';
import { Navbar } from './Navbar.tsx';

/** The frame of every page: navbar, the page itself, footer. */
export function Layout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-brand-900 px-4 py-6 text-center text-sm text-brand-100">
        © {journal.copyrightYear} {journal.name}. e-ISSN {journal.eIssn}.
      </footer>
    </div>
  );
}
