import { apiErrorMessage } from '@journal/shared';

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
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">The research topics could not be loaded.</p>
      <p className="mt-1 text-sm">
        Failed to fetch archive: {apiErrorMessage(error, 'the server answered with an error')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className={
          'mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'
        }
      >
        Try again
      </button>
    </div>
  );
}
