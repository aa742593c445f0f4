import { useDeferredValue, useEffect } from 'react';
import { apiErrorStatus, skipToken, MAX_ID } from '@journal/shared';
import { useSearchParams, useCanonicalTitleSlug } from '@journal/shared/router';
import { LoadingScreen, scrollToTarget } from '@journal/shared/ui';
import { readPositiveInt, slugify } from '@journal/shared/text';
import { PaperArticle } from './components/PaperArticle.tsx';
import { PaperLoadError, PaperNotFound } from './components/PaperProblems.tsx';
import { usePaperDetailsQuery } from './api.ts';
import { holdInView } from './holdInView.ts';

import type { ArchiveBase } from '@journal/shared/routes';

/** Paper ids are positive 32-bit integers in the API. */
/** Sections a link may open at (docs/sections.md): the value is also the id of the section on the page. */
const SECTIONS = new Set(['FullArticle', 'FullText', 'References']);

/**
 * /archives/paper-details and /current-issue/paper-details: paperid, the papertitle slug and an
 * optional section. A wrong or missing slug is replaced by the canonical one; an unknown id says so.
 */
export function PaperDetailsPage({ base }: { base: ArchiveBase }) {
  const [params] = useSearchParams();
  const paperId = readPositiveInt(params.get('paperid'), MAX_ID);
  const { currentData, error, isError, refetch } = usePaperDetailsQuery(paperId ?? skipToken);
  // Deferred: the article is drawn in a background render React can slice, not in the store update's
  // synchronous one (Total Blocking Time, docs/performance.md).
  const paper = useDeferredValue(currentData);
  const section = params.get('section');

  const canonicalSlug = paper ? slugify(paper.paper_title) : null;
  useCanonicalTitleSlug(paper ? paper.paper_title : null, SECTIONS);

  // Open at the chosen section once the paper is on screen (a card's Full Text / References link), at
  // once, as a link to an anchor opens a page, and hold it there while the parts above it are drawn: a
  // smooth scroll down the article left the references out of view once the full text arrived above
  // them (docs/reliability.md, "Motion and place").
  // Deferred a tick: the shell scrolls a new page to its top in an effect that runs after this one.
  useEffect(() => {
    if (canonicalSlug === null || !section || !SECTIONS.has(section)) return;
    let release: () => void = () => undefined;
    const timer = setTimeout(() => {
      scrollToTarget(section, { smooth: false });
      release = holdInView(section);
    }, 0);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [canonicalSlug, section]);

  if (paperId === null) return <PaperNotFound base={base} />;
  if (apiErrorStatus(error) === 404) return <PaperNotFound base={base} paperId={paperId} />;
  if (isError) return <PaperLoadError onRetry={() => void refetch()} />;
  // No title while loading: the tab keeps the one it has (the server's, or the previous page's) until the paper's.
  if (!paper) return <LoadingScreen title="Loading Paper..." />;
  return <PaperArticle base={base} paper={paper} />;
}
