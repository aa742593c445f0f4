import { apiErrorStatus, MAX_ID } from '@journal/shared';
import { useSearchParams, useCanonicalTitleSlug } from '@journal/shared/router';
import { LoadingScreen, RetryNotice } from '@journal/shared/ui';
import { readPositiveInt } from '@journal/shared/text';
import { THESIS_FAILURE, useThesisDetailsQuery } from './api.ts';
import { PaperNotFound } from './components/PaperNotFound.tsx';
import { ThesisArticle } from './components/ThesisArticle.tsx';

/** /thesis/paper-details?paperid=&papertitle=[&section=]: one thesis. */
export function ThesisDetailsPage() {
  const [query] = useSearchParams();
  const paperid = readPositiveInt(query.get('paperid'), MAX_ID);
  if (paperid === null) return <PaperNotFound />;
  return <ThesisDetails paperid={paperid} />;
}

function ThesisDetails({ paperid }: { paperid: number }) {
  const [query] = useSearchParams();
  const { currentData: paper, error, isError, refetch } = useThesisDetailsQuery(paperid);

  useCanonicalTitleSlug(paper ? paper.title : null);

  if (apiErrorStatus(error) === 404) return <PaperNotFound />;
  if (isError) return <RetryNotice message={THESIS_FAILURE} onRetry={() => void refetch()} />;
  if (!paper) return <LoadingScreen title="Loading Thesis..." />;
  return <ThesisArticle paper={paper} section={query.get('section')} />;
}
