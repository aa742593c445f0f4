import { RetryNotice } from '@journal/shared/ui';

/** The archive index could not be loaded: the spec's message and a way to try again. */
export function IndexError({ onRetry }: { onRetry(): void }) {
  return (
    <RetryNotice
      message="Failed to fetch archive"
      detail="The list of volumes and issues could not be loaded. Please check your connection and try again."
      onRetry={onRetry}
    />
  );
}
