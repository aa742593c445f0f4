import { journal } from '@journal/shared/journal';
import { isContinuous, volumeAndIssue } from '@journal/shared/text';
import type { Db } from '../db/database.ts';
import { bumpContentVersion } from '../db/contentVersion.ts';
import { authorColumns, type PaperRow } from '../db/rows.ts';
import type { ImportedArticle, ImportedAuthor } from './readArticle.ts';

/**
 * Writes one imported article: its issue (created when new) and its paper row, inserted or, when
 * a paper with the same DOI exists, updated in place (same id, same URL). The caller runs this in a
 * transaction with everything else the file changes.
 */
export interface StoredPaper {
  paperId: number;
  uniqueId: string;
  created: boolean;
  /** The unique id the paper had before this import moved it to another issue (its old PDF is removed). */
  movedFrom?: string;
}

function pad3(n: number): string {
  return String(n).padStart(3, '0');
}

/**
 * "Raman, P., Chen, L., Jr., & Okafor, M." from the authors' name parts as the file gives them: a
 * suffix follows the initials, a group author (<collab>) is cited whole, a <string-name> is split at
 * its last word.
 */
function apaAuthors(authors: readonly ImportedAuthor[]): string {
  const apa = authors.map((author) => {
    if (author.collab) return author.name;
    const words = author.name.split(' ');
    const family = author.family ?? words.pop() ?? author.name;
    const given = author.family !== undefined ? (author.given ?? '') : words.join(' ');
    const initials = given
      .split(' ')
      .filter(Boolean)
      .map((p) =>
        p
          .split('-')
          .map((x) => `${x.charAt(0)}.`)
          .join('-'),
      )
      .join(' ');
    return [family, initials, author.suffix].filter(Boolean).join(', ');
  });
  return apa.length < 2 ? (apa[0] ?? '') : `${apa.slice(0, -1).join(', ')}, & ${apa.at(-1)}`;
}

/** ", 13–27", or ", Article e91296" when the article has an e-location instead of pages; nothing without either. */
function citedPages(a: ImportedArticle, pages: string): string {
  if (a.fpage && pages) return `, ${pages.replace('-', '–')}`;
  return a.elocationId ? `, Article ${a.elocationId}` : '';
}

/** "IJCRI-2025-V4I2-007", or "IJCRI-2018-V7-001" for an article published continuously in its volume. */
function uniqueIdOf(a: ImportedArticle, seq: number): string {
  const place = isContinuous(a.issue) ? `V${a.volume}` : `V${a.volume}I${a.issue}`;
  return `${journal.shortName}-${a.year}-${place}-${pad3(seq)}`;
}

export function citationOf(a: ImportedArticle, pages: string): string {
  const title = a.subtitle ? `${a.title}: ${a.subtitle}` : a.title;
  return (
    `${apaAuthors(a.authors)} (${a.year}). ${title}. ${journal.name}, ` +
    `${volumeAndIssue(a)}${citedPages(a, pages)}. https://doi.org/${a.doi}`
  );
}

/** Where a paper goes: its id, its place in its issue, its pages, and the row's dates. */
export interface PaperPlace {
  paperId: number;
  seq: number;
  uniqueId: string;
  pages: string;
  updatedAt: string;
  /** Kept from the paper a re-import replaces; a new paper's is its publication morning. */
  createdAt?: string | undefined;
}

/** The papers row of an imported article at a place (the importer's and the benchmark seed's rows). */
export function paperRowOf(a: ImportedArticle, place: PaperPlace): PaperRow {
  const names = a.authors.map((x) => x.name);
  return {
    paper_id: place.paperId,
    year: a.year,
    volume: a.volume,
    issue: a.issue,
    seq: place.seq,
    paper_title: a.title,
    paper_subtitle: a.subtitle ?? '',
    paper_abstract: a.abstract,
    paper_month: a.month,
    paper_author: names.join(', '),
    ...authorColumns(names),
    paper_url: `/files/papers/${place.uniqueId}.pdf`,
    paper_doi: a.doi,
    paper_doi_Link: `https://doi.org/${a.doi}`,
    is_deleted: 0,
    paper_articletype: a.articleType,
    paper_pages: a.fpage ? place.pages : '',
    paper_elocation: a.fpage ? '' : (a.elocationId ?? ''),
    paper_uniqueid: place.uniqueId,
    paper_references: a.references.map((r) => r.text).join('\n'),
    paper_citation: citationOf(a, place.pages),
    paper_designation: a.authors.map((x) => [x.name, x.role, ...x.affiliations].filter(Boolean).join(', ')).join('\n'),
    keywords: JSON.stringify(a.keywords),
    keyword_groups_json: JSON.stringify(a.keywordGroups),
    created_at:
      place.createdAt ?? `${a.published.length === 10 ? a.published : `${a.published.slice(0, 7)}-01`}T09:00:00.000Z`,
    updated_at: place.updatedAt,
    received_date: a.received ?? null,
    accepted_date: a.accepted ?? null,
    published_date: a.published,
    authors_json: JSON.stringify(a.authors),
    references_json: JSON.stringify(a.references),
    funding_json: JSON.stringify(a.funding),
    funding_statement: a.fundingStatement ?? '',
    body_html: a.html,
    toc_json: JSON.stringify(a.headings),
    sections_json: JSON.stringify(a.sections),
    licence_url: a.licenceUrl ?? journal.licence.url,
  };
}

/** An article about to be stored: its row for a page range (to count the PDF's pages), then the write. */
export interface ArticleDraft {
  /** What the row depends on in the database (the paper it replaces, its place): equal bases, equal rows. */
  basis: string;
  row(pages: string): PaperRow;
  store(pages: string): Promise<StoredPaper>;
}

/**
 * Reads what the article's row depends on (an existing paper with the same DOI, the next place in its
 * issue) without writing anything. `store` writes what was read: the caller runs it in a transaction
 * that drafted again and found the same `basis`.
 */
export async function draftArticle(db: Db, a: ImportedArticle, now = new Date().toISOString()): Promise<ArticleDraft> {
  const existing = await db.kysely
    .selectFrom('papers')
    .select(['paper_id', 'paper_uniqueid', 'year', 'volume', 'issue', 'seq', 'created_at'])
    .where('paper_doi', '=', a.doi)
    .executeTakeFirst();
  const sameIssue = existing && existing.year === a.year && existing.volume === a.volume && existing.issue === a.issue;
  const seq = sameIssue
    ? existing.seq
    : ((
        await db.kysely
          .selectFrom('papers')
          .select((eb) => eb.fn.max<number | null>('seq').as('last'))
          .where('year', '=', a.year)
          .where('volume', '=', a.volume)
          .where('issue', '=', a.issue)
          .executeTakeFirstOrThrow()
      ).last ?? 0) + 1;
  const paperId =
    existing?.paper_id ??
    ((
      await db.kysely
        .selectFrom('papers')
        .select((eb) => eb.fn.max<number | null>('paper_id').as('last'))
        .executeTakeFirstOrThrow()
    ).last ?? 0) + 1;
  const uniqueId = sameIssue ? existing.paper_uniqueid : uniqueIdOf(a, seq);
  const createdAt = existing?.created_at;
  const rowWith = (pages: string) => paperRowOf(a, { paperId, seq, uniqueId, pages, updatedAt: now, createdAt });
  return {
    basis: JSON.stringify([existing ?? null, paperId, seq, uniqueId]),
    row: (pages) => rowWith(pages),
    async store(pages) {
      await db.kysely
        .insertInto('issues')
        .values({ year: a.year, volume: a.volume, issue: a.issue, month: a.month })
        .onConflict((conflict) => conflict.columns(['year', 'volume', 'issue']).doNothing())
        .execute();
      const { paper_id: _paperId, ...columns } = rowWith(pages);
      if (existing) {
        await db.kysely.updateTable('papers').set(columns).where('paper_id', '=', paperId).execute();
      } else {
        await db.kysely
          .insertInto('papers')
          .values({ paper_id: paperId, ...columns })
          .execute();
      }
      const movedFrom = existing && existing.paper_uniqueid !== uniqueId ? existing.paper_uniqueid : undefined;
      if (movedFrom) {
        await db.kysely
          .insertInto('moved_papers')
          .values({ old_uniqueid: movedFrom, paper_id: paperId })
          .onConflict((conflict) =>
            conflict.column('old_uniqueid').doUpdateSet((eb) => ({ paper_id: eb.ref('excluded.paper_id') })),
          )
          .execute();
        // The new address is live again if an earlier move had left from it.
        await db.kysely.deleteFrom('moved_papers').where('old_uniqueid', '=', uniqueId).execute();
      }
      await bumpContentVersion(db);
      return { paperId, uniqueId, created: !existing, ...(movedFrom ? { movedFrom } : {}) };
    },
  };
}
