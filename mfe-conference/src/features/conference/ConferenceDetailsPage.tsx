import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@journal/shared';
import { useSearchParams, useCanonicalTitleSlug } from '@journal/shared/router';
import { LoadingScreen, RetryNotice } from '@journal/shared/ui';
import { fetchConferenceDetails, selectConferenceDetails, selectConferenceDetailsStatus } from './conferenceArticlesSlice.ts';
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
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const details = useAppSelector(selectConferenceDetails);
  const status = useAppSelector(selectConferenceDetailsStatus);
  const paper = details?.id === paperid ? details : null;

  useEffect(() => {
    void dispatch(fetchConferenceDetails(paperid));
  }, [dispatch, paperid]);

  useCanonicalTitleSlug(paper ? paper.title : null);

  if (status === 'notFound') return <ConferenceNotFound what="Conference Paper" />;
  if (status === 'failed') {
    return <RetryNotice message="This conference paper could not be loaded." onRetry={() => void dispatch(fetchConferenceDetails(paperid))} />;
  }
  if (!paper) return <LoadingScreen title="Loading Paper..." />;
  return <ConferenceArticle paper={paper} section={query.get('section')} />;
}
