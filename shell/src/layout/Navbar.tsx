import { Link, NavLink } from 'react-router';
import { currentIssuePath, journal, useAppSelector } from '@journal/shared';

/** Main navigation (the full menus of SPEC section 2.2 are built on this). */
export function Navbar() {
  const currentIssue = useAppSelector(currentIssuePath);
  const links = [
    { to: '/', label: 'Home' },
    { to: currentIssue, label: 'Current Issue' },
    { to: '/archives', label: 'Archives' },
    { to: '/conference', label: 'Conference' },
    { to: '/thesis', label: 'Thesis' },
    { to: '/blogs', label: 'Blog' },
    { to: '/contact-us', label: 'Contact Us' },
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to="/" className="font-serif text-lg font-bold text-brand-900">
          {journal.shortName}
        </Link>
        <nav aria-label="Main" className="flex flex-wrap gap-4 text-sm font-medium">
          {links.map((link) => (
            <NavLink key={link.label} to={link.to} className="text-slate-700 hover:text-brand-700">
              {link.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
