import type { ReactNode } from 'react';
import { countOf } from '@journal/shared/text';
import { Link } from '@journal/shared/router';
import {
  AuthorLinks,
  Highlighted,
  Pagination,
  PaperCardList,
  unmarked,
  type PaperCardListProps,
} from '@journal/shared/ui';
import { workCards, type WorkCardWork } from '@journal/shared/widgets';

// The cards the section's page draws (`@journal/shared/widgets`), from the same singletons.
const { WorkCardList } = workCards({ AuthorLinks, Highlighted, Link, unmarked });

/** A page of a list and the addresses of its other pages (the list's own paging links, routes.ts). */
export interface Paging {
  page: number;
  pages: number;
  href(page: number): string;
}

/** The app's pager in its link mode: Previous, the page numbers and Next as real addresses. */
export function PageLinks({ paging }: { paging: Paging }) {
  return <Pagination currentPage={paging.page} totalPages={paging.pages} pageHref={paging.href} label="Pages" />;
}

/** "14 papers." over the list, as the app's list pages count their items. */
function Count({ total, nouns }: { total: number; nouns: readonly [string, string] }) {
  return <p>{countOf(total, nouns)}.</p>;
}

/** An issue's, a thesis volume's or a conference's papers: the app's paper cards (No Paper Found when none). */
export function PaperCards({
  cards,
  total,
  nouns,
  paging,
}: {
  cards: PaperCardListProps['cards'];
  total: number;
  nouns: readonly [string, string];
  paging: Paging;
}): ReactNode {
  return (
    <>
      {cards.length > 0 && <Count total={total} nouns={nouns} />}
      <PaperCardList cards={cards} />
      <PageLinks paging={paging} />
    </>
  );
}

/** Works of every kind (an author's): the app's work cards. */
export function WorkCards({ works, total, paging }: { works: WorkCardWork[]; total: number; paging: Paging }) {
  return (
    <>
      <Count total={total} nouns={['work', 'works']} />
      <WorkCardList works={works} />
      <PageLinks paging={paging} />
    </>
  );
}
