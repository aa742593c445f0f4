import type { AuthorProfileAnswer, WorkKind } from '@journal/shared/contract';
import { authorSlug, monthNumber } from '@journal/shared/text';
import type { Db } from '../db/database.ts';
import { prepareAll } from '../db/statements.ts';
import { pageInfo } from '../search/paginate.ts';
import { createWorkLoader } from './works.ts';

/**
 * Author pages (/authorProfile). Works are found through `authorships` (migration 11), keyed by the
 * author's slug, so "Nguyễn", "NGUYEN" and "nguyen" are one author; deleted papers are left out.
 */
const DELETED = `(a.kind = 'paper' AND a.item_id IN (SELECT paper_id FROM papers WHERE is_deleted = 1))`;
const COAUTHOR_LIMIT = 20;

export const authorSql = {
  works: `SELECT a.kind, a.item_id AS id, coalesce(p.year, t.year, c.year) AS year,
      coalesce(p.paper_month, t.month, c.month) AS month
    FROM (SELECT DISTINCT kind, item_id FROM authorships WHERE author_key = @slug) a
    LEFT JOIN papers p ON a.kind = 'paper' AND p.paper_id = a.item_id AND p.is_deleted = 0
    LEFT JOIN theses t ON a.kind = 'thesis' AND t.id = a.item_id
    LEFT JOIN conference_papers c ON a.kind = 'conference' AND c.id = a.item_id
    WHERE coalesce(p.paper_id, t.id, c.id) IS NOT NULL
    ORDER BY year DESC, a.kind, a.item_id DESC`,
  name: `SELECT a.name FROM authorships a WHERE a.author_key = @slug AND NOT ${DELETED}
    GROUP BY a.name ORDER BY count(*) DESC, a.name LIMIT 1`,
  coauthors: `SELECT b.author_key AS slug, min(b.name) AS name, count(DISTINCT b.kind || ':' || CAST(b.item_id AS TEXT)) AS works
    FROM authorships a JOIN authorships b ON b.kind = a.kind AND b.item_id = a.item_id AND b.author_key <> a.author_key
    WHERE a.author_key = @slug AND NOT ${DELETED}
    GROUP BY b.author_key ORDER BY works DESC, b.author_key LIMIT ${COAUTHOR_LIMIT}`,
  orcids: "SELECT name, orcid FROM editorial_members WHERE orcid IS NOT NULL AND orcid <> ''",
} as const;

/** "Prof. Ananya Raghavan" is the author "Ananya Raghavan". */
const HONORIFICS = /^(?:(?:prof|dr|assoc|asst|mr|mrs|ms)\.?\s+)+/i;

export function createAuthorProfiles(db: Db) {
  const s = prepareAll(db, authorSql);
  const loadWork = createWorkLoader(db);

  async function orcidOf(slug: string): Promise<string | null> {
    const members = await s.orcids.all<{ name: string; orcid: string }>();
    return members.find((m) => authorSlug(m.name.replace(HONORIFICS, '')) === slug)?.orcid ?? null;
  }

  /** The author's page, or undefined when no published work has this author. */
  return async function authorProfile(
    slug: string,
    page: number,
    perPage: number,
  ): Promise<AuthorProfileAnswer | undefined> {
    const all = (await s.works.all<{ kind: WorkKind; id: number; year: number; month: string }>({ slug }))
      // Newest first across kinds: the query orders by year; months are stored as words, so they order here.
      .map((work) => ({ ...work, monthIndex: monthNumber(work.month) ?? 0 }))
      .sort((a, b) => b.year - a.year || b.monthIndex - a.monthIndex);
    if (all.length === 0) return undefined;
    const counts: Record<WorkKind, number> = { paper: 0, thesis: 0, conference: 0 };
    for (const work of all) counts[work.kind] += 1;
    const start = (page - 1) * perPage;
    const loaded = await Promise.all(all.slice(start, start + perPage).map((w) => loadWork(w.kind, w.id)));
    const works = loaded.flatMap((work) => work?.summary ?? []);
    return {
      author: {
        slug,
        name: (await s.name.value<string>({ slug })) ?? slug,
        orcid: await orcidOf(slug),
        counts,
        coauthors: await s.coauthors.all<AuthorProfileAnswer['author']['coauthors'][number]>({ slug }),
      },
      works,
      ...pageInfo(page, perPage, all.length),
    };
  };
}
