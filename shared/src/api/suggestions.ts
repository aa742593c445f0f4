import { workPath } from '../text/workLinks.ts';
import { postCall } from './postCall.ts';

/**
 * Suggestions for a search box, from /archiveSuggestions: papers whose title or author words start
 * with what was typed (or whose unique id does), each leading to its details page. The shape is the
 * UI kit's `Suggestion`. A plain call rather than an RTK Query endpoint: every keystroke is a new
 * question, nothing is worth caching, and the combobox aborts the call it no longer needs.
 */
export async function loadArchiveSuggestions(text: string, signal: AbortSignal) {
  const { suggestions } = await postCall('/archiveSuggestions', { search: text }, { signal });
  return suggestions.map((s) => ({
    key: String(s.paper_id),
    label: s.paper_title,
    detail: `${s.paper_uniqueid} · Volume ${s.volume}, Issue ${s.issue} (${s.year})`,
    href: workPath('paper', s.paper_id, s.paper_title),
  }));
}
