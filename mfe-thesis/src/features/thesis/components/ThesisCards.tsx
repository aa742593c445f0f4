import { useWorkCards, type ThesisListItem } from '@journal/shared';
import { monthYear } from '@journal/shared/text';
import { PaperCardList } from '@journal/shared/ui';

/** The theses of a page or a search as paper cards, or No Paper Found. */
export function ThesisCards({ papers, emptyHint }: { papers: ThesisListItem[]; emptyHint?: string }) {
  const cards = useWorkCards('thesis', papers, {
    publishedOnline: (paper) => monthYear(paper.month, paper.year),
    pdfUrl: (paper) => paper.paper_url,
  });
  return <PaperCardList emptyHint={emptyHint} cards={cards} />;
}
