export interface LoadingScreenProps {
  title?: string;
  message?: string;
}

/** The list pages' loading state (docs/sections.md): a spinner and two lines, announced politely. */
export function LoadingScreen({
  title = 'Loading Volumes...',
  message = 'Please wait while we retrieve your documents.',
}: LoadingScreenProps) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <p className="text-lg font-semibold text-brand-900">{title}</p>
      <p className="text-sm text-slate-600">{message}</p>
    </div>
  );
}
