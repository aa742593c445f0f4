export interface RetryNoticeProps {
  message: string;
  onRetry(): void;
}

/** A failed call, said plainly, with a way to try again (the rest of the page keeps working). */
export function RetryNotice({ message, onRetry }: RetryNoticeProps) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{message}</p>
      <p className="mt-1 text-sm">Please check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        Try again
      </button>
    </div>
  );
}
