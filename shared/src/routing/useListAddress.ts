import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from './links.ts';

/**
 * A list page's state in its address: its search text and page number are query parameters, so a reload
 * or a shared link opens the same view and every page or search is a history entry (Back returns to the
 * one before). What a list page changes, it changes here.
 */
export function useListAddress() {
  const [query, setQuery] = useSearchParams();
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(query);
    edit(next);
    setQuery(next);
  };
  return {
    query,
    search: (text: string) => change((next) => next.set(SEARCH_PARAM, text)),
    clearSearch: () => change((next) => next.delete(SEARCH_PARAM)),
    /** Page 1 is the plain address, without `page`. */
    goToPage: (page: number) => change((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page'))),
  };
}
