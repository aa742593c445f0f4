import type { Db } from '../db/database.ts';
import type { NoticeOf } from './relations.ts';

/**
 * Keeps the relations of one imported article, whichever of a notice and its article comes first: a
 * notice's rows are replaced by what its file says now, and a DOI is stored as the site writes it
 * (DOIs are case-insensitive; the page reads the relation by exact match).
 */
export async function storeRelations(db: Db, doi: string, relations: readonly NoticeOf[]): Promise<void> {
  await db.kysely.deleteFrom('article_relations').where('notice_doi', '=', doi).execute();
  for (const relation of relations) {
    const onSite = await db.kysely
      .selectFrom('papers')
      .select('paper_doi')
      .where((eb) => eb(eb.fn('lower', ['paper_doi']), '=', eb.fn('lower', [eb.val(relation.doi)])))
      .executeTakeFirst();
    await db.kysely
      .insertInto('article_relations')
      .values({
        notice_doi: doi,
        related_doi: onSite?.paper_doi ?? relation.doi,
        type: relation.type,
        related_title: relation.title,
      })
      .execute();
  }
  // This article may be what an earlier notice is about, named there in another case.
  await db.kysely
    .updateTable('article_relations')
    .set({ related_doi: doi })
    .where((eb) => eb(eb.fn('lower', ['related_doi']), '=', eb.fn('lower', [eb.val(doi)])))
    .where('related_doi', '<>', doi)
    .execute();
}
