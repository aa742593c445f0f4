import { useEffect, useState } from 'react';
import { Button, Icon } from '@journal/shared/ui';

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
      <Button variant="secondary" onClick={() => void share()}>
        <Icon name="share" className="size-4" />
        Share
      </Button>
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
