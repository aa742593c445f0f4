import { useEffect } from 'react';
import { Link } from '@journal/shared/router';
import {
  AbstractSection,
  DoiLink,
  Fact,
  FactList,
  FactRows,
  GoogleSearchLink,
  PdfLink,
  ReferencesSection,
  scrollToTarget,
  LicenceBadge,
  WorkUsage,
} from '@journal/shared/ui';
import { authorsOf } from '@journal/shared/text';
import { CitationBlock } from '@journal/shared/citation';
import { citationSourceOf, PageHead, recordFromConference, scholarlyHead } from '@journal/shared/metadata';
import { useViewCount, type ConferencePaperDetails } from '@journal/shared';
import { conferenceLink } from '@journal/shared/routes';
import { conferencePublishedOnline } from '../conferenceLinks.ts';

export interface ConferenceArticleProps {
  paper: ConferencePaperDetails;
  /** The details link's section: FullArticle opens at the abstract, References at the references. */
  section: string | null;
}

/** A conference paper in full: its record, abstract, keywords, references and how to cite it. */
export function ConferenceArticle({ paper, section }: ConferenceArticleProps) {
  const authors = authorsOf(paper);
  const conference = paper.conference;

  useEffect(() => {
    if (section === 'References') scrollToTarget('references');
    else if (section === 'FullArticle') scrollToTarget('abstract');
  }, [section, paper.id]);

  // The same record and builders as the site server's head, so the first HTML and the page agree.
  const scholarly = recordFromConference(paper);
  const origin = window.location.origin;
  const citation = citationSourceOf(scholarly, origin);
  const usage = useViewCount('conference', paper.id);
  const record: Array<[string, string]> = [
    ['Published Online', conferencePublishedOnline(paper)],
    ['Published in', `Volume ${conference.volume}, Issue ${conference.issue} (${conference.year})`],
    ['Pages', paper.pages],
    ['Paper ID', paper.uniqueid],
  ];

  return (
    <article aria-labelledby="conference-paper-title" className="space-y-6">
      <PageHead head={scholarlyHead(scholarly, origin)} />
      <header className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-brand-600">
          <Link to={conferenceLink(conference)} className="underline hover:text-brand-900">
            {conference.name}
          </Link>
        </p>
        <h1 id="conference-paper-title" className="mt-1 text-2xl font-semibold leading-snug text-brand-900">
          {paper.title}
        </h1>
        {authors.length > 0 && <p className="mt-2 text-slate-700">{authors.join(', ')}</p>}
        {paper.designation && <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{paper.designation}</p>}
        <FactList>
          <Fact term="Conference" wide>
            {conference.name}
          </Fact>
          <FactRows facts={record} />
          {paper.doi && (
            <Fact term="DOI" wide>
              <DoiLink doi={paper.doi} link={paper.doi_Link} />
            </Fact>
          )}
        </FactList>
        <LicenceBadge />
        <WorkUsage kind="conference" id={paper.id} usage={usage} />
        <div className="mt-5 flex flex-wrap gap-2">
          <PdfLink href={paper.pdf_url} />
          <GoogleSearchLink title={paper.title} />
        </div>
      </header>
      <AbstractSection abstract={paper.abstract} keywords={paper.keywords} />
      <ReferencesSection references={paper.references} emptyText="No references are listed for this paper." />
      <CitationBlock source={citation} heading="Cite this" id="cite" work={scholarly} />
    </article>
  );
}
