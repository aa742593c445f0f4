import { journal, journalDescriptor } from '@journal/shared';
import { PageTitle } from '@journal/shared/metadata';
import { CallForPapers } from './CallForPapers.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { LatestIssueSection } from './LatestIssueSection.tsx';
import { SectionLinks } from './SectionLinks.tsx';
import { Button, PageHeader } from '@journal/shared/ui';
import { homeIntro } from '@journal/shared/widgets';

// The opening card the site server's first HTML of "/" draws too (docs/architecture.md, "The first HTML").
// Built with the shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
const HomeIntro = homeIntro({ Button, PageHeader });

/** The home page: what the journal is, its timelines, the latest papers, the call for papers and the ways in. */
export function HomePage() {
  return (
    <div className="space-y-12">
      <PageTitle>{`${journal.name} (${journal.shortName}) | Open-Access Computer Science Journal`}</PageTitle>
      <meta name="description" content={`${journal.name}: an ${journalDescriptor}, e-ISSN ${journal.eIssn}.`} />
      <HomeIntro />
      <KeyFacts />
      <LatestIssueSection />
      <CallForPapers />
      <SectionLinks />
    </div>
  );
}
