import { workPath, type WorkKindName } from '../routing/links.ts';
import { workPlace } from './workPlace.ts';
import type { WidgetKit } from './kit.ts';

/** The fields of the API's WorkSummary (and SearchHit) a card shows. */
export interface WorkCardWork {
  kind: WorkKindName;
  id: number;
  uniqueid: string;
  title: string;
  authors: string[];
  year: number;
  month: string;
  volume: number | null;
  issue: number | null;
  conference: { id: number; name: string } | null;
  snippet?: string;
}

const KIND_LABEL: Record<WorkKindName, string> = { paper: 'Paper', thesis: 'Thesis', conference: 'Conference paper' };

/**
 * The cards of a mixed list of works, built with the kit's singletons (kit.ts says why):
 *   const { WorkCardList } = workCards({ AuthorLinks, Highlighted, Link, unmarked });
 */
export function workCards({
  AuthorLinks,
  Highlighted,
  Link,
  unmarked,
}: Pick<WidgetKit, 'AuthorLinks' | 'Highlighted' | 'Link' | 'unmarked'>) {
  /**
   * A paper, thesis or conference paper in a mixed list (site search, author pages, topics): its kind,
   * title, authors (each a link to the author's page), where it belongs and, from a search, the
   * excerpt with the matched words marked.
   */
  function WorkCard({ work, headingLevel = 2 }: { work: WorkCardWork; headingLevel?: 2 | 3 }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    return (
      <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {KIND_LABEL[work.kind]} · <span className="normal-case tracking-normal">{workPlace(work)}</span>
        </p>
        <Heading className="mt-1 text-base font-semibold leading-snug text-brand-900">
          <Link
            to={workPath(work.kind, work.id, unmarked(work.title))}
            className="hover:text-brand-600 hover:underline"
          >
            <Highlighted text={work.title} />
          </Link>
        </Heading>
        {work.authors.length > 0 && (
          <AuthorLinks authors={work.authors} className="mt-1 block text-sm text-slate-700" />
        )}
        {work.snippet && (
          <p className="mt-2 text-sm text-slate-700">
            <Highlighted text={work.snippet} />
          </p>
        )}
        <p className="mt-2 text-xs text-slate-600">
          {work.uniqueid} · {work.month} {work.year}
        </p>
      </article>
    );
  }

  /** A ranked list of works (search results, an author's works), each a WorkCard under the list's heading. */
  function WorkCardList({ works }: { works: WorkCardWork[] }) {
    return (
      <ol className="mt-4 space-y-4">
        {works.map((work) => (
          <li key={`${work.kind}-${work.id}`}>
            <WorkCard work={work} headingLevel={3} />
          </li>
        ))}
      </ol>
    );
  }

  return { WorkCard, WorkCardList };
}
