import { useSyncExternalStore } from 'react';
import { journal, journalDescriptor } from '@journal/shared';

export const defaultDescription =
  `${journal.name} (${journal.shortName}) is an ${journalDescriptor}, online in ${journal.language} ` +
  `since ${journal.startingYear}. e-ISSN ${journal.eIssn}.`;

/** Marks the shell's own tags, so they can tell themselves apart from a page's. */
const OURS = 'data-site-default';

/**
 * The site-wide description (React 19 document metadata), rendered only while the page shown has none
 * of its own: while a section loads, when it fails, or on a page that sets none. Two descriptions at
 * once would leave crawlers to guess which one counts. There is no default title: the tab keeps the
 * page's title until the next page names itself (PageTitle, docs/architecture.md "Page titles").
 */
export function DefaultMetadata() {
  const pageHasOne = useSyncExternalStore(subscribeToHead, pageHasDescription, () => true);
  return pageHasOne ? null : <meta name="description" content={defaultDescription} {...{ [OURS]: '' }} />;
}

function subscribeToHead(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

function pageHasDescription(): boolean {
  return document.head.querySelector(`meta[name="description"]:not([${OURS}])`) !== null;
}
