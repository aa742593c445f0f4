import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@journal/shared';
import { useSearchParams, useCanonicalTitleSlug } from '@journal/shared/router';
import { LoadingScreen, RetryNotice } from '@journal/shared/ui';
import { readPositiveInt } from '@journal/shared/text';
import { fetchThesisDetails, selectThesisDetails, selectThesisDetailsError, selectThesisDetailsStatus, THESIS_FAILURE } from './thesisSlice.ts';
import { MAX_PAPER_ID } from './thesisLinks.ts';
import { PaperNotFound } from './components/PaperNotFound.tsx';
import { ThesisArticle } from './components/ThesisArticle.tsx';

/** /thesis/paper-details?paperid=&papertitle=[&section=]: one thesis. */
export function ThesisDetailsPage() {
  const [query] = useSearchParams();
  const paperid = readPositiveInt(query.get('paperid'), MAX_PAPER_ID);
  if (paperid === null) return <PaperNotFound />;
  return <ThesisDetails paperid={paperid} />;
}

function ThesisDetails({ paperid }: { paperid: number }) {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const details = useAppSelector(selectThesisDetails);
  const status = useAppSelector(selectThesisDetailsStatus);
  const error = useAppSelector(selectThesisDetailsError);
  const paper = details?.id === paperid ? details : null;

  useEffect(() => {
    void dispatch(fetchThesisDetails(paperid));
  }, [dispatch, paperid]);

  useCanonicalTitleSlug(paper ? paper.title : null);

  if (status === 'notFound') return <PaperNotFound />;
  if (status === 'failed') {
    return <RetryNotice message={error ?? THESIS_FAILURE} onRetry={() => void dispatch(fetchThesisDetails(paperid))} />;
  }
  if (!paper) return <LoadingScreen title="Loading Thesis..." />;
  return <ThesisArticle paper={paper} section={query.get('section')} />;
}
