export interface TopicsLoadErrorProps {
  error: string | null;
  onRetry: () => void;
}

/** Shown in place of the topics when the call failed; the rest of the page stays usable. */
export function TopicsLoadError({ error, onRetry }: TopicsLoadErrorProps) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">The research topics could not be loaded.</p>
      {error && <p className="mt-1 text-sm">{error}</p>}
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
