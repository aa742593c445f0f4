import { journal } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { Icon, PageHeader } from '@journal/shared/ui';
import { accordion } from '@journal/shared/widgets';
import { guideFaq, guideSteps } from './guideContent.tsx';
import { collaborationGuideMeta, PageMeta } from '@journal/shared/metadata';

// Built with the shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
const Accordion = accordion({ Icon });

/** /conference-procedings (menu label Apply for Collaboration): how a conference publishes its proceedings with the journal. */
export function CollaborationGuidePage() {
  const { claims, contact } = journal;
  return (
    <article aria-labelledby="collaboration-heading" className="space-y-8">
      <PageMeta {...collaborationGuideMeta} />
      <PageHeader
        id="collaboration-heading"
        kicker={
          <>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              Conference proceedings collaboration guide
            </p>
          </>
        }
        extra={
          <>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">
              The {journal.name} publishes the peer-reviewed proceedings of computer science conferences as open-access
              issues of the journal. Organisers keep their own call for papers and programme committee; the journal
              checks, publishes and preserves the papers, and makes them easy to find and cite.
            </p>
            <ul aria-label="At a glance" className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Fact value={claims.conferenceApproval} label="to approve a proposal" />
              <Fact
                value={claims.publication.replace(' after final approval', '')}
                label="from final approval to publication"
              />
              <Fact value={claims.plagiarismLimit} label="similarity allowed per paper" />
              <Fact value={`${claims.conferenceMinimumPapers} papers`} label="preferred minimum per conference" />
            </ul>
          </>
        }
      >
        Apply for Collaboration
      </PageHeader>

      <section aria-labelledby="steps-heading" className="rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="steps-heading" className="text-xl font-semibold text-brand-900">
          How collaboration works
        </h2>
        <ol className="mt-4 space-y-5">
          {guideSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-brand-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 leading-relaxed text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq-heading" className="space-y-4">
        <h2 id="faq-heading" className="text-xl font-semibold text-brand-900">
          Frequently Asked Questions
        </h2>
        <Accordion items={guideFaq} headingLevel={3} />
      </section>

      <section aria-labelledby="apply-heading" className="rounded-lg bg-brand-900 p-6 text-white">
        <h2 id="apply-heading" className="text-xl font-semibold">
          Ready to propose your conference?
        </h2>
        <p className="mt-2 text-brand-100">
          Write to{' '}
          <a
            href={`mailto:${contact.email}?subject=Conference%20collaboration%20proposal`}
            className="font-semibold text-white underline"
          >
            {contact.email}
          </a>{' '}
          or call {contact.phone} ({contact.hours}). See the{' '}
          <Link to="/conference" className="font-semibold text-white underline">
            published conferences
          </Link>{' '}
          for proceedings we have already published.
        </p>
      </section>
    </article>
  );
}

function Fact({ value, label }: { value: string; label: string }) {
  return (
    <li className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <p className="text-lg font-semibold text-brand-900">{value}</p>
      <p className="text-sm text-slate-700">{label}</p>
    </li>
  );
}
