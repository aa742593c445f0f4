import { useAppDispatch } from '@journal/shared';
import { fetchArchiveIndex } from '../archiveSlice.ts';

/** The archive index could not be loaded: the spec's message and a way to try again. */
export function IndexError({ message }: { message: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{message ?? 'Failed to fetch archive'}</p>
      <p className="mt-1 text-sm">The list of volumes and issues could not be loaded. Please check your connection and try again.</p>
      <button
        type="button"
        className="mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        onClick={() => void dispatch(fetchArchiveIndex())}
      >
        Try again
      </button>
    </div>
  );
}
