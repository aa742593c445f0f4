import { useId } from 'react';
import { Link } from '@journal/shared/router';
import { locatorFact } from '../text/elocation.ts';
import type { CardFields } from '../text/paperCard.ts';
import { AuthorLinks } from './AuthorLinks.tsx';
import { GoogleSearchLink } from './GoogleSearchLink.tsx';
import { PlumXBadge } from './PlumXBadge.tsx';
import { UsageCounts, type UsageCountsValue } from './UsageCounts.tsx';

/** A card's fields (`CardFields`, text/paperCard.ts) and how the list places it. */
export interface PaperCardProps extends CardFields {
  headingLevel?: 2 | 3;
  /** Where the paper belongs, for lists that mix issues or conferences (searches): "Volume 4, Issue 1 (2025)" and its list. */
  placement?: { label: string; href?: string };
  /** Counted views and downloads; absent until the list's totals arrive (no figure is shown then). */
  usage?: UsageCountsValue;
}

function withSection(href: string, section: 'FullArticle' | 'FullText' | 'References'): string {
  return `${href}${href.includes('?') ? '&' : '?'}section=${section}`;
}

const actionLink =
  'inline-flex items-center rounded-md border border-brand-200 px-3 py-1.5 text-sm ' +
  'font-medium text-brand-700 hover:bg-brand-50';

/** One paper in a list (docs/sections.md): title, Google search, authors, dates, counters and the paper's links. */
export function PaperCard({
  title,
  detailsHref,
  authors,
  publishedOnline,
  pages,
  elocation,
  pdfUrl,
  headingLevel = 2,
  placement,
  usage,
  fullText = 'details',
}: PaperCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The actions repeat on every card ("Abstract", "Download PDF"): each is described by its card's title.
  const titleId = useId();
  const locator = locatorFact(pages, elocation);
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <Heading id={titleId} className="text-lg font-semibold leading-snug text-brand-900">
          <Link to={detailsHref} className="hover:text-brand-600 hover:underline">
            {title}
          </Link>
        </Heading>
        <GoogleSearchLink title={title} describedBy={titleId} />
      </div>
      {authors.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          <AuthorLinks authors={authors} />
        </p>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        {placement && (
          <div className="flex gap-1">
            <dt className="font-medium text-slate-700">Published in:</dt>
            <dd>
              {placement.href ? (
                <Link
                  to={placement.href}
                  className={'text-brand-700 underline underline-offset-2 hover:text-brand-900'}
                >
                  {placement.label}
                </Link>
              ) : (
                placement.label
              )}
            </dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="font-medium text-slate-700">Published Online:</dt>
          <dd>{publishedOnline}</dd>
        </div>
        {locator && (
          <div className="flex gap-1">
            {/* An article published with an e-location id has no pages: it is named by its number. */}
            <dt className="font-medium text-slate-700">{locator.term}:</dt>
            <dd>{locator.value}</dd>
          </div>
        )}
      </dl>
      <ul aria-label="Metrics" className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-700">
        <UsageCounts usage={usage} />
        <li>
          <PlumXBadge />
        </li>
      </ul>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Link to={withSection(detailsHref, 'FullArticle')} className={actionLink} aria-describedby={titleId}>
          Abstract
        </Link>
        {fullText === 'pdf' ? (
          <a
            href={pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
            title="Opens the PDF in a new tab"
            className={actionLink}
          >
            Full Text
          </a>
        ) : (
          <Link to={withSection(detailsHref, 'FullText')} className={actionLink} aria-describedby={titleId}>
            Full Text
          </Link>
        )}
        <Link to={withSection(detailsHref, 'References')} className={actionLink} aria-describedby={titleId}>
          References
        </Link>
        <a
          href={pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
          title="Opens the PDF in a new tab"
          className={
            'inline-flex items-center rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium ' +
            'text-white hover:bg-brand-800'
          }
        >
          Download PDF
        </a>
      </div>
    </article>
  );
}
