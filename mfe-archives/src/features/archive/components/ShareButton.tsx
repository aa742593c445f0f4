import { useEffect, useState } from 'react';

type ShareState = 'idle' | 'copied' | 'failed';

/** Copies the page address (with year, volume, issue and page) so a reader can send this exact list. */
export function ShareButton() {
  const [state, setState] = useState<ShareState>('idle');
  const [address, setAddress] = useState('');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const share = async () => {
    const href = window.location.href;
    setAddress(href);
    try {
      // Absent (not just empty) outside secure contexts, whatever the DOM types say.
      if (!('clipboard' in navigator)) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(href);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void share()}
        className={
          'inline-flex items-center gap-2 rounded-md border border-brand-700 bg-white px-3 py-1.5 ' +
          'text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 ' +
          'focus-visible:outline-offset-2 focus-visible:outline-brand-600'
        }
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
          <path d="M15 13a3 3 0 0 0-2.2 1l-5.6-3a3 3 0 0 0 0-2l5.6-3A3 3 0 1 0 12 4.5l-5.6 3a3 3 0 1 0 0 5l5.6 3A3 3 0 1 0 15 13Z" />
        </svg>
        Share
      </button>
      <p role="status" className="text-sm">
        {state === 'copied' && <span className="font-medium text-emerald-800">Link copied to clipboard</span>}
        {state === 'failed' && (
          <span className="text-slate-700">
            Copying is not available here. The address of this page is{' '}
            <span className="break-all font-mono">{address}</span>
          </span>
        )}
      </p>
    </div>
  );
}
