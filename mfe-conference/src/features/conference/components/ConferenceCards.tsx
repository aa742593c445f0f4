import { NoPaperFound, PaperCard } from '@journal/shared/ui';
import { authorsOf } from '@journal/shared/text';
import type { ConferencePaper } from '../api.ts';
import { conferenceDetailsHref, conferencePublishedOnline } from '../conferenceLinks.ts';

/** Conference papers as paper cards (SPEC 2.5: title, id, pdf_url, pages, month and year), or No Paper Found. */
export function ConferenceCards({ papers, emptyHint }: { papers: ConferencePaper[]; emptyHint?: string }) {
  if (papers.length === 0) return <NoPaperFound hint={emptyHint} />;
  return (
    <ul className="space-y-4">
      {papers.map((paper) => (
        <li key={paper.id}>
          <PaperCard
            title={paper.title}
            detailsHref={conferenceDetailsHref(paper)}
            authors={authorsOf(paper)}
            publishedOnline={conferencePublishedOnline(paper)}
            pages={paper.pages}
            pdfUrl={paper.pdf_url}
          />
        </li>
      ))}
    </ul>
  );
}
