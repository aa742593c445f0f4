import { lazy, useEffect, type ReactNode } from 'react';
import type { ScholarlyRecord } from '../api/types.ts';
import { citationBlock } from '../citation/CitationBlock.tsx';
import { citationSourceOf } from '../metadata/scholarly.ts';
import { DeferredHead } from '../metadata/DeferredHead.tsx';
import { recordTitle } from '../metadata/head.ts';
import type { SectionKit } from './kit.ts';

/** The work's head tags after the first screen (DeferredHead): the builders come in a chunk of their own. */
const RecordHead = lazy(() => import('../metadata/RecordHead.tsx').then((m) => ({ default: m.RecordHead })));

export interface WorkArticleProps {
  /** The work's metadata record, as the site server builds the first HTML's head from it. */
  record: ScholarlyRecord;
  /** The details link's section: FullArticle opens at the abstract, References at the references. */
  section: string | null;
  /** What stands above the title: the section's name, or a link to the conference. */
  kicker: ReactNode;
  /** Breadcrumb above the header, when the section has one. */
  breadcrumb?: ReactNode;
  /** Lines under the authors (a conference paper's designation). */
  byline?: ReactNode;
  /** The record's facts (FactRows, Fact), in the section's order. */
  facts: ReactNode;
  pdfUrl: string;
  abstract: string;
  keywords: string[];
  /** One reference a line, as the details answers give them. */
  references: string;
  /** What the References section says when the work lists none. */
  noReferences: string;
  back?: { href: string; label: string };
}

/**
 * A thesis or conference paper in full: header with its record, abstract and keywords, references, how to
 * cite it. One layout for both sections, each passing its own facts and links (docs/sections.md).
 */
export function workArticle({ shared, ui }: SectionKit) {
  const {
    AbstractSection,
    AuthorLinks,
    BackLink,
    FactList,
    GoogleSearchLink,
    LicenceBadge,
    PdfLink,
    ReferencesSection,
    SectionLinks,
    WorkUsage,
    citationLink,
    PageHeader,
  } = ui;
  const CitationBlock = citationBlock(shared);
  return function WorkArticle(props: WorkArticleProps) {
    const { record, section, kicker, breadcrumb, byline, facts, pdfUrl, back } = props;

    useEffect(() => {
      if (section === 'References') ui.scrollToTarget('references');
      else if (section === 'FullArticle') ui.scrollToTarget('abstract');
    }, [section, record.id]);

    // The same record and builders as the site server's head, so the first HTML and the page agree.
    const origin = window.location.origin;
    const titleId = `${record.kind}-${record.id}-title`;
    const usage = shared.useViewCount(record.kind, record.id);
    return (
      <article aria-labelledby={titleId} className="space-y-6">
        <DeferredHead title={recordTitle(record)}>
          <RecordHead record={record} origin={origin} />
        </DeferredHead>
        {breadcrumb}
        <PageHeader
          id={titleId}
          className={ui.detailsSectionClass}
          kicker={kicker}
          extra={
            <>
              {/* Each author to their page, which lists their works of every kind (papers, theses, conference papers). */}
              {record.authors.length > 0 && (
                <p className="mt-2 text-slate-700">
                  <AuthorLinks authors={record.authors} />
                </p>
              )}
              {byline}
              <FactList>{facts}</FactList>
              <LicenceBadge />
              <WorkUsage kind={record.kind} id={record.id} usage={usage} />
              <div className="mt-5 flex flex-wrap gap-2">
                <PdfLink href={pdfUrl} />
                <GoogleSearchLink title={record.title} />
              </div>
              <SectionLinks
                links={[
                  { href: '#abstract', label: 'Abstract' },
                  { href: '#references', label: 'References' },
                  citationLink('cite'),
                ]}
              />
            </>
          }
        >
          {record.title}
        </PageHeader>
        <AbstractSection abstract={props.abstract} keywords={props.keywords} />
        <ReferencesSection references={props.references} emptyText={props.noReferences} />
        <CitationBlock source={citationSourceOf(record, origin)} id="cite" work={record} />
        {back && <BackLink href={back.href}>{back.label}</BackLink>}
      </article>
    );
  };
}
