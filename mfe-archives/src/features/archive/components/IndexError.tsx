import { useAppDispatch } from '@journal/shared';
import { RetryNotice } from '@journal/shared/ui';
import { fetchArchiveIndex } from '../archiveSlice.ts';

/** The archive index could not be loaded: the spec's message and a way to try again. */
export function IndexError({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <RetryNotice
      message={message ?? 'Failed to fetch archive'}
      detail="The list of volumes and issues could not be loaded. Please check your connection and try again."
      onRetry={() => void dispatch(fetchArchiveIndex())}
    />
  );
}
