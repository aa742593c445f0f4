import { useArchiveSuggestions } from '@journal/shared';
import { useNavigate } from '@journal/shared/router';
import { siteSearchLink } from '@journal/shared/routes';
import { SuggestCombobox } from '@journal/shared/ui';

/**
 * The navbar's search (desktop bar and mobile menu): suggestions as the reader types; Enter or
 * Search opens /search?q=… (the archives remote's page). `onLeave` runs before navigating (the
 * mobile menu closes).
 */
export function SiteSearchBox({ className = '', onLeave }: { className?: string; onLeave?: () => void }) {
  const loadSuggestions = useArchiveSuggestions();
  const navigate = useNavigate();
  return (
    <SuggestCombobox
      label="Search the journal"
      placeholder="Search papers, authors, IDs"
      loadSuggestions={loadSuggestions}
      onSubmit={(text) => {
        onLeave?.();
        void navigate(siteSearchLink(text));
      }}
      className={className}
      // Without scripts the form itself opens the search page, which lists the results in its first HTML.
      plainForm={{ action: '/search', name: 'q' }}
    />
  );
}
