/**
 * A link that leaves the site in a new tab. `noopener` keeps the opened page from reaching back into
 * this one; the accessible name tells screen-reader users a tab will open.
 */
export function ExternalLink({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: string;
  label?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      aria-label={label ?? `${children} (opens in a new tab)`}
    >
      {children}
    </a>
  );
}
