import type { ThesisDetails } from '@journal/shared';
import { recordFromThesis } from '@journal/shared/metadata';
import { thesisVolumeLink } from '@journal/shared/routes';
import { monthYear } from '@journal/shared/text';
import { Breadcrumb, FactRows, kickerClass } from '@journal/shared/ui';
import { workArticle } from '@journal/shared/work';
import { sectionKit } from '../sectionKit.ts';

const WorkArticle = workArticle(sectionKit);

/** A thesis in full: the shared work layout with the thesis's facts, breadcrumb and way back to its volume. */
export function ThesisArticle({ paper, section }: { paper: ThesisDetails; section: string | null }) {
  const volume = `Volume ${paper.volume}, Year ${paper.year}`;
  const volumeHref = thesisVolumeLink(paper.year, paper.volume);
  return (
    <WorkArticle
      record={recordFromThesis(paper)}
      section={section}
      kicker={<p className={kickerClass}>Thesis</p>}
      breadcrumb={
        <Breadcrumb
          trail={[
            { label: 'Thesis', href: '/thesis' },
            { label: volume, href: volumeHref },
          ]}
          current={paper.uniqueid || `Thesis ${paper.id}`}
        />
      }
      facts={
        <FactRows
          facts={[
            ['Published Online', monthYear(paper.month, paper.year)],
            ['Volume', `${paper.volume} (${paper.year})`],
            ['Pages', paper.pages],
            ['Degree', paper.degree],
            ['Institution', paper.institution],
            ['Supervisor', paper.supervisor],
            ['Paper ID', paper.uniqueid],
          ]}
        />
      }
      pdfUrl={paper.paper_url}
      abstract={paper.abstract}
      keywords={paper.keywords}
      references={paper.references}
      noReferences="No references are listed for this thesis."
      back={{ href: volumeHref, label: `Back to ${volume}` }}
    />
  );
}
