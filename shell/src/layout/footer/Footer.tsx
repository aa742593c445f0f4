import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { smallTargetClass } from '@journal/shared/ui';
import { ExternalLink } from '../ExternalLink.tsx';
import { footerGuidelines, footerPolicies, socialLinks, type MenuLink } from '../menus.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

/** The site footer: contact, guideline and policy links, the newsletter, social links, copyright and licence. */
export function Footer() {
  return (
    <footer data-surface="dark" className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:max-lg:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact
          </h2>
          <address className="space-y-2 text-sm not-italic leading-relaxed">
            <p className="font-semibold text-white">{journal.name}</p>
            <p>
              {journal.publisher}
              <br />
              {journal.publisherAddress}
            </p>
            <p>
              Email:{' '}
              <a href={`mailto:${journal.contact.email}`} className={linkClass}>
                {journal.contact.email}
              </a>
            </p>
            <p>
              Phone:{' '}
              <a href={`tel:${journal.contact.phone.replace(/\s+/g, '')}`} className={linkClass}>
                {journal.contact.phone}
              </a>
            </p>
            <p>{journal.contact.hours}</p>
            <p>e-ISSN {journal.eIssn}</p>
          </address>
        </section>
        <FooterLinks id="footer-guidelines" title="Guidelines" links={footerGuidelines} />
        <FooterLinks id="footer-policies" title="Policies" links={footerPolicies} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            Newsletter
          </h2>
          <NewsletterForm />
          <h2 className={`${headingClass} mt-6`}>Follow us</h2>
          <ul className="flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <ExternalLink
                  href={social.href}
                  label={`${journal.shortName} on ${social.network} (opens in a new tab)`}
                  className={
                    'inline-flex rounded-md border border-brand-200/40 px-3 py-1.5 text-sm hover:bg-brand-800 ' +
                    'hover:text-white'
                  }
                >
                  {social.network}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl gap-2 px-4 py-5 text-xs leading-relaxed max-sm:flex-col sm:justify-between">
          {/* The year from the clock: issues run into the current year, and a fixed year would date the site. */}
          <p>
            © {new Date().getFullYear()} {journal.name}. Published by {journal.publisher}.
          </p>
          <p>
            Articles are published open access under the{' '}
            <ExternalLink href={journal.licence.url} className={linkClass}>
              {journal.licence.title}
            </ExternalLink>{' '}
            licence.
          </p>
        </div>
      </div>
    </footer>
  );
}

const headingClass = 'mb-4 text-sm font-semibold tracking-wide text-white uppercase';
const linkClass = `${smallTargetClass} underline decoration-brand-200/50 underline-offset-2 hover:text-white`;

function FooterLinks({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`${smallTargetClass} hover:text-white hover:underline`}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
