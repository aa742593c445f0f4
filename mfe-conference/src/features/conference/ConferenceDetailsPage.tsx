import { apiErrorStatus } from '@journal/shared';
import { useSearchParams, useCanonicalTitleSlug } from '@journal/shared/router';
import { LoadingScreen, RetryNotice } from '@journal/shared/ui';
import { useConferencePaperQuery } from './api.ts';
import { readPaperId } from './conferenceLinks.ts';
import { ConferenceArticle } from './components/ConferenceArticle.tsx';
import { ConferenceNotFound } from './components/ConferenceNotFound.tsx';

/** /conference/paper-details?paperid=&papertitle=[&section=]: one conference paper. */
export function ConferenceDetailsPage() {
  const [query] = useSearchParams();
  const paperid = readPaperId(query);
  if (paperid === null) return <ConferenceNotFound what="Conference Paper" />;
  return <ConferencePaperDetails paperid={paperid} />;
}

function ConferencePaperDetails({ paperid }: { paperid: number }) {
  const [query] = useSearchParams();
  const { currentData: paper, error, isError, refetch } = useConferencePaperQuery(paperid);

  useCanonicalTitleSlug(paper ? paper.title : null);

  if (apiErrorStatus(error) === 404) return <ConferenceNotFound what="Conference Paper" />;
  if (isError)
    return <RetryNotice message="This conference paper could not be loaded." onRetry={() => void refetch()} />;
  if (!paper) return <LoadingScreen title="Loading Paper..." />;
  return <ConferenceArticle paper={paper} section={query.get('section')} />;
}
