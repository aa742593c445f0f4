import type { ReactNode } from 'react';
import { PageMeta } from '../metadata/PageMeta.tsx';
import type { StaticPageMeta } from '../metadata/sectionPages.ts';
import type { SectionKit } from './kit.ts';

/** What the page reads of the section's index query (RTK Query's hook result). */
interface IndexQuery<Entry> {
  data?: Entry[];
  isError: boolean;
  refetch(): unknown;
}

export interface WorkIndexPageProps<Entry> {
  /** The index's title and description. */
  meta: StaticPageMeta;
  /** The h1's id, for the page's aria-labelledby. */
  headingId: string;
  heading: string;
  /** The line under the heading. */
  lead: ReactNode;
  /** The section's index query: what the grid of years is drawn from. */
  useIndex: () => IndexQuery<Entry>;
  /** The notice over Try again when the index could not be loaded. */
  failure: string;
  /** The loading screen's title, when the section words it. */
  loading?: string;
  /** What stands in the grid's place when the section has published nothing yet. */
  empty: string;
  /** The index entries grouped by year, newest first: one IndexGrid (docs/design.md, "Index pages"). */
  grid: (entries: Entry[]) => ReactNode;
}

/**
 * `/thesis`, `/conference`: a section's index, its years as cards of what was published in each. One
 * implementation for both sections, each passing its query, words and grid (docs/sections.md).
 */
export function workIndexPage({ ui }: SectionKit) {
  const { LoadingScreen, PageHeader, RetryNotice } = ui;
  return function WorkIndexPage<Entry>(props: WorkIndexPageProps<Entry>) {
    const { data: entries, isError, refetch } = props.useIndex();
    return (
      <section aria-labelledby={props.headingId} className="space-y-6">
        <PageMeta {...props.meta} />
        <PageHeader id={props.headingId} lead={props.lead}>
          {props.heading}
        </PageHeader>
        {isError && <RetryNotice message={props.failure} onRetry={() => void refetch()} />}
        {!entries && !isError && <LoadingScreen title={props.loading} />}
        {entries?.length === 0 && (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            {props.empty}
          </p>
        )}
        {entries && entries.length > 0 && props.grid(entries)}
      </section>
    );
  };
}
