import { useEffect } from 'react';
import { journal, useAppDispatch, useAppSelector } from '@journal/shared';
import { useSearchParams, useCanonicalTitleSlug } from '@journal/shared/router';
import { LoadingScreen, scrollToTarget } from '@journal/shared/ui';
import { readPositiveInt, slugify } from '@journal/shared/text';
import { PaperArticle } from './components/PaperArticle.tsx';
import { PaperLoadError, PaperNotFound } from './components/PaperProblems.tsx';
import { fetchPaperDetails, selectPaperDetails } from './paperDetailsSlice.ts';

import type { ArchiveBase } from './paperLinks.ts';

/** Paper ids are positive 32-bit integers in the API. */
const MAX_PAPER_ID = 2_147_483_647;
/** Sections a link may open at (SPEC 2.1): the value is also the id of the section on the page. */
const SECTIONS = new Set(['FullArticle', 'References']);

/**
 * /archives/paper-details and /current-issue/paper-details: paperid, the papertitle slug and an
 * optional section. A wrong or missing slug is replaced by the canonical one; an unknown id says so.
 */
export function PaperDetailsPage({ base }: { base: ArchiveBase }) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const paperId = readPositiveInt(params.get('paperid'), MAX_PAPER_ID);
  const { paperId: heldId, paper, status } = useAppSelector(selectPaperDetails);
  const current = heldId === paperId ? status : 'loading';
  const section = params.get('section');

  useEffect(() => {
    if (paperId !== null) void dispatch(fetchPaperDetails(paperId));
  }, [dispatch, paperId]);

  const canonicalSlug = current === 'loaded' && paper ? slugify(paper.paper_title) : null;
  useCanonicalTitleSlug(current === 'loaded' && paper ? paper.paper_title : null, SECTIONS);

  // Open at the chosen section once the paper is on screen (a card's Full Text / References link).
  // Deferred a tick: the shell scrolls a new page to its top in an effect that runs after this one.
  useEffect(() => {
    if (canonicalSlug === null || !section || !SECTIONS.has(section)) return;
    const timer = setTimeout(() => scrollToTarget(section), 0);
    return () => clearTimeout(timer);
  }, [canonicalSlug, section]);

  if (paperId === null) return <PaperNotFound base={base} />;
  if (current === 'notFound') return <PaperNotFound base={base} paperId={paperId} />;
  if (current === 'failed') return <PaperLoadError onRetry={() => void dispatch(fetchPaperDetails(paperId))} />;
  if (current !== 'loaded' || !paper) {
    return (
      <>
        <title>{`Paper | ${journal.name}`}</title>
        <LoadingScreen title="Loading Paper..." />
      </>
    );
  }
  return <PaperArticle base={base} paper={paper} />;
}
