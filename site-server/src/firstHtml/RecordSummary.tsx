import { journal } from '@journal/shared';
import { citationExportPath, type ScholarlyRecord } from '@journal/shared/metadata';
import { issueNameWithYear, locatorFact, monthYear } from '@journal/shared/text';
import {
  AbstractSection,
  AuthorLinks,
  Button,
  DoiLink,
  Fact,
  FactList,
  kickerClass,
  leadClass,
  PageHeader,
  PdfLink,
  ReferencesSection,
  detailsSectionClass,
} from '@journal/shared/ui';
import { Summary } from './render.tsx';

/** Where the work was published, as its citation says it. */
function publishedIn(record: ScholarlyRecord): string {
  if (record.kind === 'paper') return `${journal.name}, ${issueNameWithYear(record)}`;
  if (record.kind === 'conference')
    return `${record.conference_name ?? 'Conference proceedings'}, ${journal.name} (${record.year})`;
  const degree = [record.degree, record.institution].filter(Boolean).join(', ');
  return `${degree}. ${journal.name}, Volume ${record.volume} (${record.year})`;
}

/**
 * A paper's, thesis's or conference paper's page: its header (title, authors, facts, PDF and citation
 * files), abstract and references, from the details pages' own parts of the UI kit (ArticleParts).
 */
export function RecordSummary({ record }: { record: ScholarlyRecord }) {
  const locator = locatorFact(record.pages, record.elocation);
  return (
    <Summary>
      <article className="space-y-6">
        <PageHeader
          className={detailsSectionClass}
          kicker={record.article_type ? <p className={kickerClass}>{record.article_type}</p> : undefined}
          lead={
            <p className={leadClass}>
              <AuthorLinks authors={record.authors} />
            </p>
          }
          extra={
            <>
              <FactList>
                <Fact term="Published in">{publishedIn(record)}</Fact>
                <Fact term="Published Online">{monthYear(record.month, record.year)}</Fact>
                {locator && <Fact term={locator.term}>{locator.value}</Fact>}
                {record.doi && (
                  <Fact term="DOI">
                    <DoiLink doi={record.doi} />
                  </Fact>
                )}
              </FactList>
              <div className="mt-5 flex flex-wrap gap-2">
                <PdfLink href={record.pdf_url} />
                <Button href={citationExportPath(record, 'bib')} variant="secondary">
                  BibTeX
                </Button>
                <Button href={citationExportPath(record, 'ris')} variant="secondary">
                  RIS
                </Button>
              </div>
            </>
          }
        >
          {record.title}
        </PageHeader>
        <AbstractSection abstract={record.abstract} keywords={record.keywords} />
        {record.references.length > 0 && <ReferencesSection references={record.references.join('\n')} emptyText="" />}
      </article>
    </Summary>
  );
}
