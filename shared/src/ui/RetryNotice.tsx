import type { ReactNode } from 'react';

export interface RetryNoticeProps {
  message: string;
  /** The line under the message (the reason, when known); null for none. */
  detail?: ReactNode;
  /** More under it: a way around the failure (another page that works). */
  children?: ReactNode;
  onRetry(): void;
}

/** A failed call, said plainly, with a way to try again (the rest of the page keeps working). */
export function RetryNotice({
  message,
  detail = 'Please check your connection and try again.',
  children,
  onRetry,
}: RetryNoticeProps) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{message}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      {children}
      <button
        type="button"
        onClick={onRetry}
        className={'mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800'}
      >
        Try again
      </button>
    </div>
  );
}
