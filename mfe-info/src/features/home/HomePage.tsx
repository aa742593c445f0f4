import { journal, journalDescriptor } from '@journal/shared';
import { homeIntroduction, PageTitle } from '@journal/shared/metadata';
import { CallForPapers } from './CallForPapers.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { LatestIssueSection } from './LatestIssueSection.tsx';
import { SectionLinks } from './SectionLinks.tsx';
import { ButtonLink, pageHeadingClass } from '@journal/shared/ui';

/** The home page: what the journal is, its timelines, the latest papers, the call for papers and the ways in. */
export function HomePage() {
  return (
    <div className="space-y-12">
      <PageTitle>{`${journal.name} (${journal.shortName}) | Open-Access Computer Science Journal`}</PageTitle>
      <meta name="description" content={`${journal.name}: an ${journalDescriptor}, e-ISSN ${journal.eIssn}.`} />
      <section
        aria-labelledby="home-heading"
        className="space-y-5 rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{homeIntroduction.eyebrow}</p>
        <h1 id="home-heading" className={pageHeadingClass}>
          {journal.name}
        </h1>
        {/* The site server's summary of "/" paints this same text first (shell/server/summary.ts). */}
        <p className="max-w-3xl text-lg text-slate-700">{homeIntroduction.text}</p>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-semibold">Editor-in-Chief:</dt>
            <dd>{journal.editorInChief}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">Frequency:</dt>
            <dd>{journal.frequency}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">DOI prefix:</dt>
            <dd>{journal.doiPrefix}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/archives">Browse the archives</ButtonLink>
          <ButtonLink to="/aim-and-scope" variant="secondary">
            Aim and scope
          </ButtonLink>
        </div>
      </section>
      <KeyFacts />
      <LatestIssueSection />
      <CallForPapers />
      <SectionLinks />
    </div>
  );
}
