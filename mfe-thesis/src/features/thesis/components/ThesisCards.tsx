import { useUsageTotals, type ThesisListItem } from '@journal/shared';
import { workPath } from '@journal/shared/routes';
import { authorsOf, monthYear } from '@journal/shared/text';
import { PaperCardList } from '@journal/shared/ui';

/** The theses of a page or a search as paper cards, or No Paper Found. */
export function ThesisCards({ papers, emptyHint }: { papers: ThesisListItem[]; emptyHint?: string }) {
  const usage = useUsageTotals(
    'thesis',
    papers.map((paper) => paper.id),
  );
  return (
    <PaperCardList
      emptyHint={emptyHint}
      cards={papers.map((paper) => ({
        key: paper.id,
        title: paper.title,
        detailsHref: workPath('thesis', paper.id, paper.title),
        authors: authorsOf(paper),
        publishedOnline: monthYear(paper.month, paper.year),
        pages: paper.pages,
        pdfUrl: paper.paper_url,
        // A thesis's full text is its PDF (no HTML full text is stored for theses).
        fullText: 'pdf',
        usage: usage.get(paper.id),
      }))}
    />
  );
}
