import { PaperCardList } from '@journal/shared/ui';
import { useUsageTotals, type ArchivePaperSummary } from '@journal/shared';
import { issueLink, type ArchiveBase, workPath } from '@journal/shared/routes';
import { authorsOf, issueNameWithYear, monthYear } from '@journal/shared/text';

export interface PaperResultsProps {
  base: ArchiveBase;
  papers: ArchivePaperSummary[];
  headingLevel: 2 | 3;
  /** Names the list for assistive technology. */
  label: string;
  /** Say on each card which issue it belongs to (search results mix issues). */
  showIssue?: boolean;
}

/** Paper cards of an issue page or a search, or No Paper Found. */
export function PaperResults({ base, papers, headingLevel, label, showIssue = false }: PaperResultsProps) {
  const usage = useUsageTotals(
    'paper',
    papers.map((paper) => paper.paper_id),
  );
  return (
    <PaperCardList
      label={label}
      cards={papers.map((paper) => ({
        key: paper.paper_id,
        title: paper.paper_title,
        detailsHref: workPath('paper', paper.paper_id, paper.paper_title, base),
        authors: authorsOf(paper),
        publishedOnline: monthYear(paper.paper_month, paper.year),
        pages: paper.paper_pages,
        elocation: paper.paper_elocation,
        pdfUrl: paper.paper_url,
        usage: usage.get(paper.paper_id),
        headingLevel,
        placement: showIssue ? { label: issueNameWithYear(paper), href: issueLink(base, paper) } : undefined,
      }))}
    />
  );
}
