export interface RetryNoticeProps {
  message: string;
  /** The line under the message; null for none. */
  detail?: string | null;
  onRetry(): void;
}

/** A failed call, said plainly, with a way to try again (the rest of the page keeps working). */
export function RetryNotice({
  message,
  detail = 'Please check your connection and try again.',
  onRetry,
}: RetryNoticeProps) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{message}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      <button
        type="button"
        onClick={onRetry}
        className={
          'mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'
        }
      >
        Try again
      </button>
    </div>
  );
}
