import type { ConferencePaperDetails } from '@journal/shared';
import { workDetailsPage } from '@journal/shared/work';
import { sectionKit } from './sectionKit.ts';
import { useConferencePaperQuery } from './api.ts';
import { ConferenceArticle } from './components/ConferenceArticle.tsx';
import { ConferenceNotFound } from './components/ConferenceNotFound.tsx';

const WorkDetailsPage = workDetailsPage(sectionKit);

/** /conference/paper-details?paperid=&papertitle=[&section=]: one conference paper. */
export function ConferenceDetailsPage() {
  return (
    <WorkDetailsPage<ConferencePaperDetails>
      useDetails={useConferencePaperQuery}
      notFound={<ConferenceNotFound />}
      failure="This conference paper could not be loaded."
      loading="Loading Paper..."
      render={(paper, section) => <ConferenceArticle paper={paper} section={section} />}
    />
  );
}
