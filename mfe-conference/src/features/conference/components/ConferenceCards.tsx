import { PaperCardList } from '@journal/shared/ui';
import { useWorkCards, type ConferencePaperSummary } from '@journal/shared';
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
  const cards = useWorkCards('conference', papers, {
    publishedOnline: conferencePublishedOnline,
    pdfUrl: (paper) => paper.pdf_url,
    placement: conferenceNames
      ? (paper) => ({ label: conferenceNames.get(paper.conference_id) ?? `Conference ${paper.conference_id}` })
      : undefined,
  });
  return <PaperCardList emptyHint={emptyHint} cards={cards} />;
}
