import { useEffect, useState } from 'react';
import { defaultSettings, editorialSystemLink, journal } from '@journal/shared';
import { loadSiteConfig } from '../federation/remotes.ts';

/**
 * Address of the external editorial system (Author Login, Submit) with the journal identifier in its
 * query. The base address is runtime configuration from /remotes.json; until that answers, the
 * default address is used so the link always works.
 */
export function useEditorialSystemLink(journalId: number = journal.editorialSystemJournalId): string {
  const [href, setHref] = useState(() => editorialSystemLink(defaultSettings, journalId));
  useEffect(() => {
    let active = true;
    loadSiteConfig().then(
      (document) => {
        if (active) setHref(editorialSystemLink(document.settings, journalId));
      },
      () => undefined, // the default address stays; sections report configuration failures themselves
    );
    return () => {
      active = false;
    };
  }, [journalId]);
  return href;
}
