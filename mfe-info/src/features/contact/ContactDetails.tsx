import { journal } from '@journal/shared';

const linkClasses = 'text-brand-700 underline hover:text-brand-900';

/** The journal's contact details and the publisher's address, from the journal's particulars. */
export function ContactDetails() {
  const { contact } = journal;
  return (
    <aside
      aria-labelledby="contact-details-heading"
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-details-heading" className="text-xl font-semibold text-brand-800">
        Editorial office
      </h2>
      <dl className="space-y-3 text-slate-800">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Editorial enquiries</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={linkClasses}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Submission and technical support</dt>
          <dd>
            <a href={`mailto:${contact.supportEmail}`} className={linkClasses}>
              {contact.supportEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Phone</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={linkClasses}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Office hours</dt>
          <dd>{contact.hours}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-semibold text-slate-600">Publisher</h3>
        <address className="mt-1 not-italic text-slate-800">
          {journal.publisher}
          <br />
          {journal.publisherAddress}
        </address>
      </div>
      <p className="text-sm text-slate-600">
        Submitted papers receive an initial response {journal.claims.initialResponse}. When you ask about a submitted
        paper, please include its paper ID.
      </p>
    </aside>
  );
}
