import { apiErrorMessage } from '@journal/shared';
import { useTopicsQuery } from './api.ts';

/**
 * The topics, fetched on first use and shared by every topic page; a failure reads
 * "Failed to fetch archive: {reason}" (docs/sections.md, "Rules every section shares").
 */
export function useTopics() {
  const { data, error, isError, refetch } = useTopicsQuery();
  return {
    byCategory: data ?? null,
    status: isError ? ('failed' as const) : data ? ('loaded' as const) : ('loading' as const),
    error: isError ? `Failed to fetch archive: ${apiErrorMessage(error, 'the server answered with an error')}` : null,
    retry: () => void refetch(),
  };
}
