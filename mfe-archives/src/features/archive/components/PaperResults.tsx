import { NoPaperFound, PaperCard } from '@journal/shared/ui';
import { authorsOf, monthYear, slugify } from '@journal/shared/text';
import type { ArchivePaper } from '../api.ts';
import type { ArchiveBase } from '../selection.ts';

export interface PaperResultsProps {
  base: ArchiveBase;
  papers: ArchivePaper[];
  headingLevel: 2 | 3;
  /** Names the list for assistive technology. */
  label: string;
}

/** Details address without the section (the card adds it): paperid and the title's slug (SPEC 2.1). */
export function paperDetailsHref(base: ArchiveBase, paper: Pick<ArchivePaper, 'paper_id' | 'paper_title'>): string {
  return `/${base}/paper-details?paperid=${paper.paper_id}&papertitle=${slugify(paper.paper_title)}`;
}

/** Paper cards of an issue page or a search, or No Paper Found. */
export function PaperResults({ base, papers, headingLevel, label }: PaperResultsProps) {
  if (papers.length === 0) return <NoPaperFound />;
  return (
    <ul aria-label={label} className="space-y-4">
      {papers.map((paper) => (
        <li key={paper.paper_id}>
          <PaperCard
            title={paper.paper_title}
            detailsHref={paperDetailsHref(base, paper)}
            authors={authorsOf(paper)}
            publishedOnline={monthYear(paper.paper_month, paper.year)}
            pages={paper.paper_pages}
            pdfUrl={paper.paper_url}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
