import type { FoundOnPage, ThesisListItem } from '@journal/shared';
import { ListRequest, useListAddress } from '@journal/shared/router';
import { pagePath, readThesisVolumeLink } from '@journal/shared/routes';
import { PageHeader, PageNotFound } from '@journal/shared/ui';
import {
  THESIS_FAILURE,
  useThesisIndexQuery,
  useThesisSearchQuery,
  useThesisVolumeQuery,
  type ThesisPageRequest as PageRequest,
} from './api.ts';
import { ThesisCards } from './components/ThesisCards.tsx';
import { ThesisVolumeSelector } from './components/ThesisVolumeSelector.tsx';
import { PageMeta, thesisListMeta } from '@journal/shared/metadata';
import { workListOfPage, workListPage } from '@journal/shared/work';
import { sectionKit } from './sectionKit.ts';

const WorkListOfPage = workListOfPage(sectionKit);
const WorkListPage = workListPage(sectionKit);

/** What a thesis is called in the search counts, singular and plural. */
const THESIS_NOUN = ['thesis', 'theses'] as const;

/** /thesis/paperlist?year=&volume=[&page=]: the theses of one volume (docs/sections.md). */
export function ThesisPaperListPage() {
  // docs/sections.md: without a (readable) year or volume the reader is sent to the thesis index.
  return (
    <ListRequest read={readThesisVolumeLink} orElse={pagePath('thesis')}>
      {(selection) => <ThesisVolumePapers {...selection} />}
    </ListRequest>
  );
}

function ThesisVolumePapers({ year, volume, page }: PageRequest) {
  const { goToPage } = useListAddress();
  const { data: index } = useThesisIndexQuery();

  // A volume the thesis index does not hold is no page: the same Page Not Found the site server sends.
  const listed = index?.some(
    (entry) => entry.year === year && entry.volumes.some((candidate) => candidate.volume === volume),
  );
  if (index && !listed) return <PageNotFound />;

  return (
    <WorkListPage<FoundOnPage<ThesisListItem>>
      headingId="thesis-list-heading"
      header={
        <>
          <PageMeta {...thesisListMeta(year, volume)} />
          <PageHeader id="thesis-list-heading">
            Volume {volume}, Year {year}
          </PageHeader>
          {index && <ThesisVolumeSelector index={index} year={year} volume={volume} />}
        </>
      }
      searchLabel="Search theses"
      noun={THESIS_NOUN}
      kind="thesis"
      useSearch={useThesisSearchQuery}
      searchFailure={THESIS_FAILURE}
      foundCards={(found) => (
        <ThesisCards
          papers={found.papers}
          emptyHint="No thesis matches that paper ID or title. Clear the search to return to the volume."
        />
      )}
      page={<VolumePage year={year} volume={volume} page={page} onPageChange={goToPage} />}
    />
  );
}

function VolumePage({ onPageChange, ...request }: PageRequest & { onPageChange(page: number): void }) {
  return (
    <WorkListOfPage
      list={useThesisVolumeQuery(request)}
      listKey={`${request.year}-${request.volume}`}
      failure={THESIS_FAILURE}
      cards={(answer) => <ThesisCards papers={answer.papersList} />}
      totalPages={(answer) => answer.total_pages}
      page={request.page}
      onPageChange={onPageChange}
      label="Thesis pages"
    />
  );
}
