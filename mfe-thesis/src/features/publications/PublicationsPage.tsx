import { PageHeader } from '@journal/shared/ui';
import type { ReactNode } from 'react';
import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { chargeRows, degreesAccepted, eligibility, formatting, processSteps } from './publicationsContent.ts';
import { thesisPublicationMeta, PageMeta } from '@journal/shared/metadata';

const link = 'font-medium text-brand-700 underline hover:text-brand-900';

/** /publications: the journal's thesis publication service, for candidates and their supervisors. */
export function PublicationsPage() {
  return (
    <article aria-labelledby="publications-heading" className="space-y-8">
      <PageMeta {...thesisPublicationMeta} />
      <PageHeader
        id="publications-heading"
        extra={
          <>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">
              A thesis is often the most complete account of a piece of research, yet most stay on a library shelf or in
              a university repository few people search. The {journal.name} publishes accepted postgraduate and doctoral
              theses in computer science as open-access publications, so that they can be found, read and cited like any
              journal paper.
            </p>
          </>
        }
      >
        Thesis Publication
      </PageHeader>

      <Section id="service" title="What the thesis publication service is">
        <p>
          Each published thesis receives its own page in the journal’s{' '}
          <Link to="/thesis" className={link}>
            Thesis Archives
          </Link>
          , grouped by year and volume, with its abstract, keywords, references, a free full-text PDF and ready
          citations in APA, IEEE, BibTeX and RIS. The thesis is published under the journal’s name and e-ISSN{' '}
          {journal.eIssn} by {journal.publisher}, and it stays online permanently. Publication does not change the
          thesis: the journal checks presentation and originality, while the academic examination remains the
          institution’s.
        </p>
      </Section>

      <Section id="who" title="Who may submit">
        <p>Candidates, or supervisors on their behalf, holding or completing one of these degrees:</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {degreesAccepted.map((entry) => (
            <li key={entry.degree} className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <span className="font-semibold text-brand-900">{entry.degree}</span>: {entry.detail}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="eligibility" title="Eligibility">
        <BulletList items={eligibility} />
      </Section>

      <Section id="formatting" title="Formatting">
        <BulletList items={formatting} />
        <p className="mt-3">
          The manuscript template and the copyright form are on the{' '}
          <Link to="/downloads" className={link}>
            Downloads
          </Link>{' '}
          page; the{' '}
          <Link to="/instruction-for-author" className={link}>
            Instructions for Authors
          </Link>{' '}
          give the reference style in detail.
        </p>
      </Section>

      <Section id="process" title="Process and timeline">
        <ol className="space-y-4">
          {processSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-brand-900">{step.title}</h3>
                <p className="text-sm font-medium text-brand-700">{step.when}</p>
                <p className="mt-1">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="charges" title="Charges">
        <p>
          A thesis is charged as one article, at the journal’s{' '}
          <Link to="/article-processing-charges" className={link}>
            article processing charges
          </Link>
          . Nothing is payable at submission: the charge is asked for only after the thesis is accepted.
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Thesis publication charges</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Authors
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Without a DOI
                </th>
                <th scope="col" className="py-2 font-semibold">
                  With a DOI
                </th>
              </tr>
            </thead>
            <tbody>
              {chargeRows.map((row) => (
                <tr key={row.authors} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                    {row.authors}
                  </th>
                  <td className="py-2 pr-4">{row.withoutDoi}</td>
                  <td className="py-2">{row.withDoi}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="doi" title="DOI and indexing">
        <p>
          With the DOI option, the thesis is given a Digital Object Identifier under the journal’s prefix{' '}
          {journal.doiPrefix}. The DOI is printed on the thesis page and in every citation format, and it keeps
          resolving to the thesis wherever the journal’s site may move. Every thesis page also carries the bibliographic
          metadata academic search engines read, including the awarding institution, so the thesis can be found by its
          title, authors and keywords. See{' '}
          <Link to="/indexing-and-abstracting" className={link}>
            Indexing and Abstracting
          </Link>{' '}
          for the services that index the journal.
        </p>
      </Section>

      <Section id="submit" title="How to submit through the EMS">
        <p>
          Theses are submitted through the journal’s Editorial Management System (EMS), the same system used for papers.
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          <li>
            Open the EMS with the Author Login button at the top of the page, or the Submit button of the Ready to
            Submit? panel.
          </li>
          <li>Register with your e-mail address, or sign in if you already have an account.</li>
          <li>Start a new submission and choose Thesis as the article type.</li>
          <li>
            Upload the thesis PDF, the Word file and the supervisor’s no-objection letter, and complete the degree,
            institution and supervisor fields.
          </li>
          <li>
            Follow the progress of your thesis on the{' '}
            <Link to="/paper-status" className={link}>
              Article Status
            </Link>{' '}
            page, using the paper ID the EMS gives you.
          </li>
        </ol>
        <p className="mt-3">
          The{' '}
          <Link to="/guidance-for-ems" className={link}>
            guidance for the EMS
          </Link>{' '}
          walks through each screen. Questions before submitting? Write to{' '}
          <a href={`mailto:${journal.contact.email}`} className={link}>
            {journal.contact.email}
          </a>{' '}
          or use the{' '}
          <Link to="/contact-us" className={link}>
            contact page
          </Link>
          .
        </p>
      </Section>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-6 leading-relaxed text-slate-800"
    >
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
