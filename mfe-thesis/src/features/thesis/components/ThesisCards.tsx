import { NoPaperFound, PaperCard } from '@journal/shared/ui';
import { authorsOf, monthYear } from '@journal/shared/text';
import type { ThesisListItem } from '@journal/shared';
import { workPath } from '@journal/shared/routes';

/** The theses of a page or a search as paper cards, or No Paper Found. */
export function ThesisCards({ papers, emptyHint }: { papers: ThesisListItem[]; emptyHint?: string }) {
  if (papers.length === 0) return <NoPaperFound hint={emptyHint} />;
  return (
    <ul className="space-y-4">
      {papers.map((paper) => (
        <li key={paper.id}>
          <PaperCard
            title={paper.title}
            detailsHref={workPath('thesis', paper.id, paper.title)}
            authors={authorsOf(paper)}
            publishedOnline={monthYear(paper.month, paper.year)}
            pages={paper.pages}
            pdfUrl={paper.paper_url}
          />
        </li>
      ))}
    </ul>
  );
}
