import type { Db } from '../db/database.ts';
import { prepared } from '../db/statements.ts';
import type { NoticeOf } from './relations.ts';

/**
 * Keeps the relations of one imported article, whichever of a notice and its article comes first: a
 * notice's rows are replaced by what its file says now, and a DOI is stored as the site writes it
 * (DOIs are case-insensitive; the page reads the relation by exact match).
 */
export async function storeRelations(db: Db, doi: string, relations: readonly NoticeOf[]): Promise<void> {
  await prepared(db, 'DELETE FROM article_relations WHERE notice_doi = ?').run([doi]);
  for (const relation of relations) {
    const onSite = await prepared(db, 'SELECT paper_doi FROM papers WHERE lower(paper_doi) = lower(?)').value<string>([
      relation.doi,
    ]);
    await prepared(
      db,
      'INSERT INTO article_relations (notice_doi, related_doi, type, related_title) VALUES (?, ?, ?, ?)',
    ).run([doi, onSite ?? relation.doi, relation.type, relation.title]);
  }
  // This article may be what an earlier notice is about, named there in another case.
  await prepared(
    db,
    'UPDATE article_relations SET related_doi = ? WHERE lower(related_doi) = lower(?) AND related_doi <> ?',
  ).run([doi, doi, doi]);
}
