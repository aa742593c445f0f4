import { Suspense } from 'react';
import { lazyPage, useViewCount } from '@journal/shared';
import { Link } from '@journal/shared/router';
import {
  BackLink,
  Breadcrumb,
  Button,
  citationLink,
  detailsSectionClass,
  DoiLink,
  Fact,
  FactList,
  GoogleSearchLink,
  kickerClass,
  LicenceBadge,
  PdfLink,
  SectionLinks,
  textLinkClass,
  WorkUsage,
  PageHeader,
} from '@journal/shared/ui';
import { authorsOf, isContinuous, issueNameWithYear, locatorFact, monthYear, MONTH_NAMES } from '@journal/shared/text';
import { DeferredHead, recordTitle } from '@journal/shared/metadata';
import type { PaperRecord } from '../api.ts';
import { issueLink, type ArchiveBase } from '@journal/shared/routes';
import { AfterFirstScreen } from '@journal/shared/deferred';
import { FullArticleSection } from './FullArticleSection.tsx';
import { PaperAuthors } from './PaperAuthors.tsx';
import { ReferencesSection } from './ReferencesSection.tsx';
import { RelationNotices } from './RelationNotices.tsx';

/**
 * "Cite this article" and the related papers sit below the article and its references: their code (the
 * citation builders for APA, IEEE, BibTeX and RIS; the discovery API) comes in chunks of its own, fetched
 * once the first screen is drawn (AfterFirstScreen; build-kit/speed/README.md).
 */
const PaperCitation = lazyPage(() => import('./PaperCitation.tsx').then((m) => m.PaperCitation));
/** The paper's head tags after the first screen (DeferredHead): their builders come in a chunk of their own. */
const PaperHead = lazyPage(() => import('./PaperHead.tsx').then((m) => m.PaperHead));
const RelatedPapers = lazyPage(() => import('./RelatedPapers.tsx').then((m) => m.RelatedPapers));
/** Holds the place (and the anchor of the header's link) of "Cite this article" until it is drawn. */
const citationPlaceholder = <section id="cite-this-article" aria-busy="true" className="min-h-64" />;

/** "14 October 2026" from 2026-10-14 ("October 2026" from 2026-10), in the journal's English and not the reader's time zone. */
function readableDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTH_NAMES[(month ?? 1) - 1] ?? '';
  return [day, monthName, year].filter(Boolean).join(' ');
}

/** The details of one paper (docs/sections.md paper-details): header, full article, references, how to cite. */
export function PaperArticle({ base, paper }: { base: ArchiveBase; paper: PaperRecord }) {
  const issue = issueNameWithYear(paper);
  const locator = locatorFact(paper.paper_pages, paper.paper_elocation);
  const issueHref = issueLink(base, paper);
  const usage = useViewCount('paper', paper.paper_id);
  return (
    <article aria-labelledby="paper-title" className="space-y-6">
      <DeferredHead title={recordTitle({ title: paper.paper_title })}>
        <PaperHead paper={paper} />
      </DeferredHead>

      <Breadcrumb
        trail={[
          { label: base === 'archives' ? 'Archives' : 'Current Issue', href: `/${base}` },
          { label: issue, href: issueHref },
        ]}
        current={paper.paper_uniqueid || `Paper ${paper.paper_id}`}
      />

      <PageHeader
        id="paper-title"
        className={detailsSectionClass}
        kicker={
          <>
            <RelationNotices relations={paper.relations} />
            {paper.paper_articletype && <p className={kickerClass}>{paper.paper_articletype}</p>}
          </>
        }
        extra={
          <>
            {paper.paper_subtitle && <p className="mt-1 text-lg text-slate-700">{paper.paper_subtitle}</p>}
            <PaperAuthors authors={authorsOf(paper)} designations={paper.paper_designation} details={paper.authors} />
            <FactList>
              {paper.received_date && <Fact term="Received">{readableDate(paper.received_date)}</Fact>}
              {paper.accepted_date && <Fact term="Accepted">{readableDate(paper.accepted_date)}</Fact>}
              {paper.published_date ? (
                <Fact term="Published">{readableDate(paper.published_date)}</Fact>
              ) : (
                <Fact term="Published Online">{monthYear(paper.paper_month, paper.year)}</Fact>
              )}
              {locator && <Fact term={locator.term}>{locator.value}</Fact>}
              <Fact term="Article Type">{paper.paper_articletype}</Fact>
              <Fact term={isContinuous(paper.issue) ? 'Volume' : 'Issue'}>
                <Link to={issueHref} className={textLinkClass}>
                  {issue}
                </Link>
              </Fact>
              {paper.paper_uniqueid && <Fact term="Paper ID">{paper.paper_uniqueid}</Fact>}
              {paper.paper_doi && (
                <Fact term="DOI">
                  <DoiLink doi={paper.paper_doi} link={paper.paper_doi_Link} />
                </Fact>
              )}
            </FactList>
            <LicenceBadge url={paper.licence_url || undefined} />
            <WorkUsage kind="paper" id={paper.paper_id} usage={usage} />
            <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-5">
              <PdfLink href={paper.paper_url} />
              {/* The paper as JATS XML, served by the API under /files (docs/discoverability.md, "JATS"). */}
              <Button href={`/files/jats/${encodeURIComponent(paper.paper_uniqueid)}.xml`} download variant="secondary">
                JATS XML
              </Button>
              <GoogleSearchLink title={paper.paper_title} />
            </div>
            <SectionLinks
              links={[
                { href: '#FullArticle', label: 'Full Article' },
                { href: '#FullText', label: 'Full Text' },
                { href: '#References', label: 'References' },
                citationLink('cite-this-article'),
              ]}
            />
          </>
        }
      >
        {paper.paper_title}
      </PageHeader>

      <FullArticleSection paper={paper} />
      <ReferencesSection paper={paper} />
      <AfterFirstScreen placeholder={citationPlaceholder}>
        <Suspense fallback={citationPlaceholder}>
          <PaperCitation id="cite-this-article" paper={paper} />
          <RelatedPapers paperId={paper.paper_id} />
        </Suspense>
      </AfterFirstScreen>

      <BackLink href={issueHref}>Back to {issue}</BackLink>
    </article>
  );
}
