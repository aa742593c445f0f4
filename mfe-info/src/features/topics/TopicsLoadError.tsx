import { apiErrorMessage } from '@journal/shared';
import { RetryNotice } from '@journal/shared/ui';

export interface TopicsLoadErrorProps {
  /** The topics query's error. */
  error: unknown;
  onRetry: () => void;
}

/**
 * Shown in place of the topics when the call failed; the rest of the page stays usable. The reason
 * reads "Failed to fetch archive: {reason}" (docs/sections.md, "Rules every section shares").
 */
export function TopicsLoadError({ error, onRetry }: TopicsLoadErrorProps) {
  return (
    <RetryNotice
      message="The research topics could not be loaded."
      detail={<>Failed to fetch archive: {apiErrorMessage(error, 'the server answered with an error')}</>}
      onRetry={onRetry}
    />
  );
}
