import { NoPaperFound, PaperCard } from '@journal/shared/ui';
import { authorsOf, monthYear } from '@journal/shared/text';
import { useUsageTotals, type ThesisListItem } from '@journal/shared';
import { thesisLink } from '@journal/shared/routes';

/** The theses of a page or a search as paper cards, or No Paper Found. */
export function ThesisCards({ papers, emptyHint }: { papers: ThesisListItem[]; emptyHint?: string }) {
  const usage = useUsageTotals(
    'thesis',
    papers.map((paper) => paper.id),
  );
  if (papers.length === 0) return <NoPaperFound hint={emptyHint} />;
  return (
    <ul className="space-y-4">
      {papers.map((paper) => (
        <li key={paper.id}>
          <PaperCard
            title={paper.title}
            detailsHref={thesisLink(paper)}
            authors={authorsOf(paper)}
            publishedOnline={monthYear(paper.month, paper.year)}
            pages={paper.pages}
            pdfUrl={paper.paper_url}
            usage={usage.get(paper.id)}
          />
        </li>
      ))}
    </ul>
  );
}
