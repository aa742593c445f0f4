import { apiErrorStatus, journal, type ConferencePaperSummary, type FoundOnPage } from '@journal/shared';
import { Link, ListRequest, useListAddress } from '@journal/shared/router';
import { pagePath, readConferenceLink, type ConferenceLinkArgs } from '@journal/shared/routes';
import { PageHeader, PageNotFound } from '@journal/shared/ui';
import { eyebrowClass } from '@journal/shared/design';
import { useConferencePapersQuery, useConferenceSearchQuery, useConferencesQuery } from './api.ts';
import { ConferenceCards } from './components/ConferenceCards.tsx';
import { conferenceListTitle, PageTitle } from '@journal/shared/metadata';
import { workListOfPage, workListPage } from '@journal/shared/work';
import { sectionKit } from './sectionKit.ts';

const WorkListOfPage = workListOfPage(sectionKit);
const WorkListPage = workListPage(sectionKit);

/** What a conference paper is called in the search counts, singular and plural. */
const CONFERENCE_PAPER_NOUN = ['conference paper', 'conference papers'] as const;

/** /conference/paperlist?name=&year=&volume=&issue=&id=[&page=]: the papers of one conference. */
export function ConferencePaperListPage() {
  // Without a readable conference id there is no list to show: back to the conference chooser.
  return (
    <ListRequest read={readConferenceLink} orElse={pagePath('conference')}>
      {(request) => <ConferencePapers {...request} />}
    </ListRequest>
  );
}

function ConferencePapers(request: ConferenceLinkArgs) {
  const { id, page } = request;
  const { goToPage } = useListAddress();
  const { data: categories } = useConferencesQuery();
  const list = useConferencePapersQuery({ id, page });

  // The conference as the journal lists it wins over what the link said about it.
  const known = categories?.find((category) => category.id === id);
  const conference = {
    id,
    name: known?.name ?? request.name ?? 'Conference Proceedings',
    year: known?.year ?? request.year,
    volume: known?.volume ?? request.volume,
    issue: known?.issue ?? request.issue,
  };
  // An id the journal does not list is no page: the same Page Not Found the site server sends.
  if (apiErrorStatus(list.error) === 404) return <PageNotFound />;

  const { year, volume, issue } = conference;
  const numbered = year !== null && volume !== null && issue !== null;

  return (
    <WorkListPage<FoundOnPage<ConferencePaperSummary>>
      headingId="conference-list-heading"
      header={
        <>
          <PageTitle>{conferenceListTitle(conference.name, conference)}</PageTitle>
          <meta
            name="description"
            content={
              `Papers of ${conference.name}, published in the ` +
              `${journal.name}${numbered ? `, Volume ${volume}, Issue ${issue} (${year})` : ''}: ` +
              `abstracts and full-text PDFs, free to read.`
            }
          />
          <PageHeader
            id="conference-list-heading"
            kicker={
              <p className={eyebrowClass}>
                <Link to="/conference" className="underline hover:text-brand-900">
                  Published Conferences
                </Link>
              </p>
            }
            extra={
              numbered && (
                <p className="mt-1 text-slate-600">
                  Volume {volume}, Issue {issue} ({year})
                </p>
              )
            }
          >
            {conference.name}
          </PageHeader>
        </>
      }
      searchLabel="Search conference papers"
      noun={CONFERENCE_PAPER_NOUN}
      kind="conference"
      useSearch={useConferenceSearchQuery}
      searchFailure="The search could not be completed. Please try again."
      foundCards={(found) => (
        <ConferenceCards
          papers={found.papers}
          conferenceNames={new Map((categories ?? []).map((c) => [c.id, `${c.name} (${c.year})`]))}
          emptyHint="No conference paper matches that paper ID or title. Clear the search to return to the list."
        />
      )}
      page={
        <WorkListOfPage
          list={list}
          listKey={String(id)}
          failure="The papers of this conference could not be loaded."
          cards={(answer) => <ConferenceCards papers={answer.ConferenceList} />}
          totalPages={(answer) => answer.total_pages}
          page={page}
          onPageChange={goToPage}
          label="Conference pages"
        />
      }
    />
  );
}
