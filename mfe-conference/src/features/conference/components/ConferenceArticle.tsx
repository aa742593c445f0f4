import type { ConferencePaperDetails } from '@journal/shared';
import { recordFromConference } from '@journal/shared/metadata';
import { conferenceLink } from '@journal/shared/routes';
import { Breadcrumb, DoiLink, Fact, FactRows, kickerClass } from '@journal/shared/ui';
import { workArticle } from '@journal/shared/work';
import { sectionKit } from '../sectionKit.ts';
import { conferencePublishedOnline } from '../conferenceLinks.ts';

const WorkArticle = workArticle(sectionKit);

/** A conference paper in full: the shared work layout with the conference's breadcrumb, facts, DOI and way back. */
export function ConferenceArticle({ paper, section }: { paper: ConferencePaperDetails; section: string | null }) {
  const conference = paper.conference;
  return (
    <WorkArticle
      record={recordFromConference(paper)}
      section={section}
      kicker={<p className={kickerClass}>Conference Paper</p>}
      breadcrumb={
        <Breadcrumb
          trail={[
            { label: 'Conference', href: '/conference' },
            { label: conference.name, href: conferenceLink(conference) },
          ]}
          current={paper.uniqueid || `Paper ${paper.id}`}
        />
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
      back={{ href: conferenceLink(conference), label: `Back to ${conference.name}` }}
    />
  );
}
