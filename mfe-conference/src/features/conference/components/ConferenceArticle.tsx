import type { ConferencePaperDetails } from '@journal/shared';
import { recordFromConference } from '@journal/shared/metadata';
import { Link } from '@journal/shared/router';
import { conferenceLink } from '@journal/shared/routes';
import { DoiLink, Fact, FactRows } from '@journal/shared/ui';
import { WorkArticle } from '../workPages.ts';
import { conferencePublishedOnline } from '../conferenceLinks.ts';

/** A conference paper in full: the shared work layout with the conference's link, facts and DOI. */
export function ConferenceArticle({ paper, section }: { paper: ConferencePaperDetails; section: string | null }) {
  const conference = paper.conference;
  return (
    <WorkArticle
      record={recordFromConference(paper)}
      section={section}
      kicker={
        <p className="text-sm font-semibold text-brand-600">
          <Link to={conferenceLink(conference)} className="underline hover:text-brand-900">
            {conference.name}
          </Link>
        </p>
      }
      byline={
        paper.designation && <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{paper.designation}</p>
      }
      facts={
        <>
          <Fact term="Conference" wide>
            {conference.name}
          </Fact>
          <FactRows
            facts={[
              ['Published Online', conferencePublishedOnline(paper)],
              ['Published in', `Volume ${conference.volume}, Issue ${conference.issue} (${conference.year})`],
              ['Pages', paper.pages],
              ['Paper ID', paper.uniqueid],
            ]}
          />
          {paper.doi && (
            <Fact term="DOI" wide>
              <DoiLink doi={paper.doi} link={paper.doi_Link} />
            </Fact>
          )}
        </>
      }
      pdfUrl={paper.pdf_url}
      abstract={paper.abstract}
      keywords={paper.keywords}
      references={paper.references}
      noReferences="No references are listed for this paper."
    />
  );
}
