import { useEffect } from 'react';
import {
  AbstractSection,
  BackLink,
  Breadcrumb,
  FactList,
  FactRows,
  GoogleSearchLink,
  PdfLink,
  ReferencesSection,
  scrollToTarget,
  LicenceBadge,
  WorkUsage,
} from '@journal/shared/ui';
import { authorsOf, monthYear } from '@journal/shared/text';
import { CitationBlock } from '@journal/shared/citation';
import { citationSourceOf, PageHead, recordFromThesis, scholarlyHead } from '@journal/shared/metadata';
import { useViewCount, type ThesisDetails } from '@journal/shared';
import { thesisVolumeLink } from '@journal/shared/routes';

export interface ThesisArticleProps {
  paper: ThesisDetails;
  /** The details link's section: FullArticle opens at the abstract, References at the references. */
  section: string | null;
}

/** A thesis in full: its record, abstract, keywords, references and how to cite it. */
export function ThesisArticle({ paper, section }: ThesisArticleProps) {
  const authors = authorsOf(paper);
  const published = monthYear(paper.month, paper.year);

  useEffect(() => {
    if (section === 'References') scrollToTarget('references');
    else if (section === 'FullArticle') scrollToTarget('abstract');
  }, [section, paper.id]);

  // The same record and builders as the site server's head, so the first HTML and the page agree.
  const scholarly = recordFromThesis(paper);
  const origin = window.location.origin;
  const citation = citationSourceOf(scholarly, origin);
  const usage = useViewCount('thesis', paper.id);
  const record: Array<[string, string]> = [
    ['Published Online', published],
    ['Volume', `${paper.volume} (${paper.year})`],
    ['Pages', paper.pages],
    ['Degree', paper.degree],
    ['Institution', paper.institution],
    ['Supervisor', paper.supervisor],
    ['Paper ID', paper.uniqueid],
  ];

  const volume = `Volume ${paper.volume}, Year ${paper.year}`;
  const volumeHref = thesisVolumeLink(paper.year, paper.volume);

  return (
    <article aria-labelledby="thesis-title" className="space-y-6">
      <PageHead head={scholarlyHead(scholarly, origin)} />
      <Breadcrumb
        trail={[
          { label: 'Thesis', href: '/thesis' },
          { label: volume, href: volumeHref },
        ]}
        current={paper.uniqueid || `Thesis ${paper.id}`}
      />
      <header className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Thesis</p>
        <h1 id="thesis-title" className="mt-1 text-2xl font-semibold leading-snug text-brand-900">
          {paper.title}
        </h1>
        {authors.length > 0 && <p className="mt-2 text-slate-700">{authors.join(', ')}</p>}
        <FactList>
          <FactRows facts={record} />
        </FactList>
        <LicenceBadge />
        <WorkUsage kind="thesis" id={paper.id} usage={usage} />
        <div className="mt-5 flex flex-wrap gap-2">
          <PdfLink href={paper.paper_url} />
          <GoogleSearchLink title={paper.title} />
        </div>
      </header>
      <AbstractSection abstract={paper.abstract} keywords={paper.keywords} />
      <ReferencesSection references={paper.references} emptyText="No references are listed for this thesis." />
      <CitationBlock source={citation} heading="Cite this" id="cite" work={scholarly} />
      <BackLink href={volumeHref}>Back to {volume}</BackLink>
    </article>
  );
}
