import { useSyncExternalStore } from 'react';
import { journal, journalDescriptor } from '@journal/shared';

export const defaultTitle = `${journal.name} (${journal.shortName}) | Open-Access Computer Science Journal`;
export const defaultDescription =
  `${journal.name} (${journal.shortName}) is an ${journalDescriptor}, online in ${journal.language} ` +
  `since ${journal.startingYear}. e-ISSN ${journal.eIssn}.`;

/** Marks the shell's own tags, so they can tell themselves apart from a page's. */
const OURS = 'data-site-default';

/**
 * The site-wide title and description (React 19 document metadata), rendered only while the page
 * shown has none of its own: while a section loads, when it fails, or on a page that sets neither.
 * Two <title>s or descriptions at once would leave browsers and crawlers to guess which one counts.
 */
export function DefaultMetadata() {
  const page = useSyncExternalStore(subscribeToHead, pageMetadataSnapshot, () => 'none');
  return (
    <>
      {!page.includes('title') && <title {...{ [OURS]: '' }}>{defaultTitle}</title>}
      {!page.includes('description') && <meta name="description" content={defaultDescription} {...{ [OURS]: '' }} />}
    </>
  );
}

function subscribeToHead(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

/** Which tags the page itself has put in the head, as a string so the snapshot compares by value. */
function pageMetadataSnapshot(): string {
  const title = document.head.querySelector(`title:not([${OURS}])`) ? 'title' : '';
  const description = document.head.querySelector(`meta[name="description"]:not([${OURS}])`) ? 'description' : '';
  return `${title} ${description}`;
}
