import type { AuthorProfileAnswer, WorkKind } from '@journal/shared/contract';
import { authorSlug, monthNumber } from '@journal/shared/text';
import { sql, type ExpressionBuilder, type Kysely, type NotNull } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { pageInfo } from '../search/paginate.ts';
import { createWorkLoader } from './works.ts';

/**
 * Author pages (/authorProfile). Works are found through `authorships` (migration 11), keyed by the
 * author's slug, so "Nguyễn", "NGUYEN" and "nguyen" are one author; deleted papers are left out.
 */
const COAUTHOR_LIMIT = 20;

/**
 * Not an authorship of a deleted paper. The literal 1 (not a parameter) lets SQLite read the deleted
 * papers from their partial index (papers_deleted: WHERE is_deleted = 1).
 */
function notDeleted(eb: ExpressionBuilder<DB & { a: DB['authorships'] }, 'a'>) {
  return eb.not(
    eb.and([
      eb('a.kind', '=', 'paper'),
      eb('a.item_id', 'in', eb.selectFrom('papers').select('paper_id').where('is_deleted', '=', sql.lit(1))),
    ]),
  );
}

function authorQueries(kysely: Kysely<DB>) {
  return {
    works: (slug: string) =>
      kysely
        .selectFrom(
          kysely
            .selectFrom('authorships')
            .select(['kind', 'item_id'])
            .distinct()
            .where('author_key', '=', slug)
            .as('a'),
        )
        .leftJoin('papers as p', (join) =>
          join.on('a.kind', '=', 'paper').onRef('p.paper_id', '=', 'a.item_id').on('p.is_deleted', '=', 0),
        )
        .leftJoin('theses as t', (join) => join.on('a.kind', '=', 'thesis').onRef('t.id', '=', 'a.item_id'))
        .leftJoin('conference_papers as c', (join) =>
          join.on('a.kind', '=', 'conference').onRef('c.id', '=', 'a.item_id'),
        )
        .select((eb) => [
          'a.kind',
          'a.item_id as id',
          eb.fn.coalesce('p.year', 't.year', 'c.year').as('year'),
          eb.fn.coalesce('p.paper_month', 't.month', 'c.month').as('month'),
        ])
        .where((eb) => eb(eb.fn.coalesce('p.paper_id', 't.id', 'c.id'), 'is not', null))
        .orderBy('year', 'desc')
        .orderBy('a.kind')
        .orderBy('a.item_id', 'desc')
        // The work's row was found (the WHERE), so its year and month are there; kind is held to the
        // three kinds by the column's CHECK constraint.
        .$narrowType<{ kind: WorkKind; year: NotNull; month: NotNull }>(),
    name: (slug: string) =>
      kysely
        .selectFrom('authorships as a')
        .select('a.name')
        .where('a.author_key', '=', slug)
        .where(notDeleted)
        .groupBy('a.name')
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy('a.name')
        .limit(1),
    coauthors: (slug: string) =>
      kysely
        .selectFrom('authorships as a')
        .innerJoin('authorships as b', (join) =>
          join
            .onRef('b.kind', '=', 'a.kind')
            .onRef('b.item_id', '=', 'a.item_id')
            .onRef('b.author_key', '<>', 'a.author_key'),
        )
        .select((eb) => [
          'b.author_key as slug',
          eb.fn.min('b.name').as('name'),
          eb.fn
            .count<number>(sql`${eb.ref('b.kind')} || ':' || ${eb.cast('b.item_id', 'text')}`)
            .distinct()
            .as('works'),
        ])
        .where('a.author_key', '=', slug)
        .where(notDeleted)
        .groupBy('b.author_key')
        .orderBy('works', 'desc')
        .orderBy('b.author_key')
        .limit(COAUTHOR_LIMIT),
    orcids: () =>
      kysely
        .selectFrom('editorial_members')
        .select(['name', 'orcid'])
        .where('orcid', 'is not', null)
        .where('orcid', '<>', '')
        .$narrowType<{ orcid: NotNull }>(),
  };
}

/** "Prof. Ananya Raghavan" is the author "Ananya Raghavan". */
const HONORIFICS = /^(?:(?:prof|dr|assoc|asst|mr|mrs|ms)\.?\s+)+/i;

export function createAuthorProfiles(db: Db) {
  const q = authorQueries(db.kysely);
  const loadWork = createWorkLoader(db);

  async function orcidOf(slug: string): Promise<string | null> {
    const members = await q.orcids().execute();
    return members.find((m) => authorSlug(m.name.replace(HONORIFICS, '')) === slug)?.orcid ?? null;
  }

  /** The author's page, or undefined when no published work has this author. */
  return async function authorProfile(
    slug: string,
    page: number,
    perPage: number,
  ): Promise<AuthorProfileAnswer | undefined> {
    const all = (await q.works(slug).execute())
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
        name: (await q.name(slug).executeTakeFirst())?.name ?? slug,
        orcid: await orcidOf(slug),
        counts,
        coauthors: await q.coauthors(slug).execute(),
      },
      works,
      ...pageInfo(page, perPage, all.length),
    };
  };
}
