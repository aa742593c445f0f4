import { PaperCardList } from '@journal/shared/ui';
import { useUsageTotals, type ArchivePaperSummary } from '@journal/shared';
import { issueLink, type ArchiveBase } from '@journal/shared/routes';
import { issueNameWithYear, paperCardOf } from '@journal/shared/text';

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
        ...paperCardOf(paper, base),
        usage: usage.get(paper.paper_id),
        headingLevel,
        placement: showIssue ? { label: issueNameWithYear(paper), href: issueLink(base, paper) } : undefined,
      }))}
    />
  );
}
