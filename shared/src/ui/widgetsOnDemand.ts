import { lazy } from 'react';
import { Link } from '@journal/shared/router';
import { AuthorLinks } from './AuthorLinks.tsx';
import { Highlighted } from './Highlighted.tsx';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';
import { foundText } from './SearchCount.tsx';
import { unmarked } from '../text/searchText.ts';

export type { AccordionItem, WorkCardWork } from '../widgets/index.ts';

// Accordion, SearchBox, WorkCard and WorkCardList left the UI kit for `@journal/shared/widgets`, which each remote
// bundles: shared whole, the kit is in every first load (docs/performance.md, "JS budget"). A remote
// built against an earlier 1.x still imports them from the shell's kit, so the kit keeps the names until
// the next major version (docs/deployment.md, "Version rules"), as components whose code the shell
// fetches when such a page first draws one (its section's loading state shows meanwhile).

/** For a remote built against an earlier 1.x; a remote now builds it from `@journal/shared/widgets`: `accordion({ Icon })`. */
export const Accordion = lazy(async () => {
  const { accordion } = await import('../widgets/Accordion.tsx');
  return { default: accordion({ Icon }) };
});

/** For a remote built against an earlier 1.x; a remote now builds it with `searchBox` of `@journal/shared/widgets`. */
export const SearchBox = lazy(async () => {
  const { searchBox } = await import('../widgets/SearchBox.tsx');
  return { default: searchBox({ Button, foundText }) };
});

const loadWorkCards = async () => {
  const { workCards } = await import('../widgets/WorkCard.tsx');
  return workCards({ AuthorLinks, Highlighted, Link, unmarked });
};

/** For a remote built against an earlier 1.x; a remote now builds it with `workCards` of `@journal/shared/widgets`. */
export const WorkCard = lazy(async () => ({ default: (await loadWorkCards()).WorkCard }));

/** For a remote built against an earlier 1.x; a remote now builds it with `workCards` of `@journal/shared/widgets`. */
export const WorkCardList = lazy(async () => ({ default: (await loadWorkCards()).WorkCardList }));
