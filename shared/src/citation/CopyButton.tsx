import { useEffect, useState } from 'react';
import { buttonClass } from '../styles/classes.ts';

export interface CopyButtonProps {
  text: string;
  /** Visible button text, e.g. "Copy APA". */
  label: string;
  /** Shown (and announced) after a successful copy. */
  confirmation?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays visible. */
const CONFIRMATION_MS = 4000;

/**
 * Copies text to the clipboard and says so in a live region. Without clipboard access (an insecure
 * origin, a denied permission) it says that instead of failing silently.
 */
export function CopyButton({ text, label, confirmation = 'Copied to clipboard' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Absent (not just empty) outside secure contexts, whatever the DOM types say.
      if (!('clipboard' in navigator)) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {/* Button's look without Button: this entry may not import the UI kit (docs/design.md). */}
      <button type="button" onClick={() => void copy()} className={buttonClass('secondary')}>
        {label}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {state === 'copied' && <span className="font-medium text-emerald-800">{confirmation}</span>}
        {state === 'failed' && 'Copying is not available here; select the text and copy it instead.'}
      </span>
    </span>
  );
}
