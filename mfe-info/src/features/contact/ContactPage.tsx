import { PageHeader } from '@journal/shared/ui';
import { ContactDetails } from './ContactDetails.tsx';
import { ContactForm } from './ContactForm.tsx';
import { contactMeta, PageMeta } from '@journal/shared/metadata';

/** /contact-us: the contact form beside the editorial office's details. */
export function ContactPage() {
  return (
    <article aria-labelledby="contact-heading" className="space-y-8">
      <PageMeta {...contactMeta} />
      <PageHeader
        id="contact-heading"
        className="space-y-2"
        extra={
          <>
            <p className="max-w-3xl text-slate-700">
              Questions about a submission, the review of your paper, publication charges or a conference collaboration?
              Write to the editorial office with the form below or by email.
            </p>
          </>
        }
      >
        Contact Us
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </article>
  );
}
