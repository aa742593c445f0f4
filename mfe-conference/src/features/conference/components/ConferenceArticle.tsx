import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  authorsOf,
  CitationBlock,
  CitationDownloads,
  citationSourceOf,
  GoogleSearchLink,
  PageHead,
  recordFromConference,
  ReferenceList,
  scholarlyHead,
  scrollToTarget,
} from '@journal/shared';
import type { ConferencePaperDetails } from '../api.ts';
import { conferenceListHref, conferencePublishedOnline } from '../conferenceLinks.ts';

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
          <Link to={conferenceListHref(conference)} className="underline hover:text-brand-900">
            {conference.name}
          </Link>
        </p>
        <h1 id="conference-paper-title" className="mt-1 text-2xl font-semibold leading-snug text-brand-900">
          {paper.title}
        </h1>
        {authors.length > 0 && <p className="mt-2 text-slate-700">{authors.join(', ')}</p>}
        {paper.designation && <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{paper.designation}</p>}
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="flex gap-1 sm:col-span-2">
            <dt className="font-medium text-slate-700">Conference:</dt>
            <dd className="text-slate-800">{conference.name}</dd>
          </div>
          {record
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term} className="flex gap-1">
                <dt className="font-medium text-slate-700">{term}:</dt>
                <dd className="text-slate-800">{value}</dd>
              </div>
            ))}
          {paper.doi && (
            <div className="flex gap-1 sm:col-span-2">
              <dt className="font-medium text-slate-700">DOI:</dt>
              <dd>
                <a href={paper.doi_Link || `https://doi.org/${paper.doi}`} className="break-all text-brand-700 underline hover:text-brand-900">
                  {paper.doi}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-5 flex flex-wrap gap-2">
          <a
            href={paper.pdf_url}
            target="_blank"
            rel="noopener noreferrer"
            title="Opens the PDF in a new tab"
            className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Download PDF
          </a>
          <GoogleSearchLink title={paper.title} />
        </div>
      </header>
      <section id="abstract" aria-labelledby="abstract-heading" className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="abstract-heading" className="text-lg font-semibold text-brand-900">
          Abstract
        </h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">{paper.abstract}</p>
        {paper.keywords.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-slate-700">Keywords</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {paper.keywords.map((keyword) => (
                <li key={keyword} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {keyword}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section id="references" aria-labelledby="references-heading" className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-6">
        <h2 id="references-heading" className="text-lg font-semibold text-brand-900">
          References
        </h2>
        <div className="mt-3">
          <ReferenceList references={paper.references} emptyText="No references are listed for this paper." />
        </div>
      </section>
      <CitationBlock source={citation} heading="Cite this" id="cite" />
      <CitationDownloads kind="conference" id={paper.id} />
    </article>
  );
}

