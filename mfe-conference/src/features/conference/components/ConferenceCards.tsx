import { PaperCardList } from '@journal/shared/ui';
import { authorsOf } from '@journal/shared/text';
import { useUsageTotals, type ConferencePaperSummary } from '@journal/shared';
import { workPath } from '@journal/shared/routes';
import { conferencePublishedOnline } from '../conferenceLinks.ts';

/** Conference papers as paper cards (docs/sections.md: title, id, pdf_url, pages, month and year), or No Paper Found. */
export function ConferenceCards({
  papers,
  emptyHint,
  conferenceNames,
}: {
  papers: ConferencePaperSummary[];
  emptyHint?: string;
  /** Conference names by id: given for search results, which mix conferences, so each card names its own. */
  conferenceNames?: ReadonlyMap<number, string>;
}) {
  const usage = useUsageTotals(
    'conference',
    papers.map((paper) => paper.id),
  );
  return (
    <PaperCardList
      emptyHint={emptyHint}
      cards={papers.map((paper) => ({
        key: paper.id,
        title: paper.title,
        detailsHref: workPath('conference', paper.id, paper.title),
        authors: authorsOf(paper),
        publishedOnline: conferencePublishedOnline(paper),
        pages: paper.pages,
        pdfUrl: paper.pdf_url,
        // A conference paper's full text is its PDF (no HTML full text is stored for conference papers).
        fullText: 'pdf',
        usage: usage.get(paper.id),
        placement: conferenceNames
          ? { label: conferenceNames.get(paper.conference_id) ?? `Conference ${paper.conference_id}` }
          : undefined,
      }))}
    />
  );
}
