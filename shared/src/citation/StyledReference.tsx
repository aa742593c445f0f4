import { useId, useState } from 'react';
import { CopyButton } from './CopyButton.tsx';
import { CITATION_STYLES, isCitationStyle, type CitationStyleId } from './styles.ts';

export type CitedWorkKind = 'paper' | 'thesis' | 'conference';

type Shown =
  | { state: 'idle' }
  | { state: 'loading'; style: CitationStyleId }
  | { state: 'done'; style: CitationStyleId; text: string }
  | { state: 'failed'; style: CitationStyleId };

/** The site server's reference of one work in one CSL style (plain text). */
export function styledReferencePath(kind: CitedWorkKind, id: number, style: CitationStyleId): string {
  return `/citation/${kind}/${id}/${style}`;
}

const labelOf = (style: CitationStyleId) => CITATION_STYLES.find((entry) => entry.id === style)!.label;

/**
 * "Other styles": the reader picks one of the CSL styles and the site server renders the reference
 * (citeproc and the style files stay on the server; nothing is fetched until a style is picked).
 */
export function StyledReference({ kind, id }: { kind: CitedWorkKind; id: number }) {
  const selectId = useId();
  const [shown, setShown] = useState<Shown>({ state: 'idle' });

  const show = async (style: CitationStyleId) => {
    setShown({ state: 'loading', style });
    try {
      const response = await fetch(styledReferencePath(kind, id, style));
      if (!response.ok) throw new Error(String(response.status));
      const text = await response.text();
      setShown((current) =>
        current.state !== 'idle' && current.style === style ? { state: 'done', style, text } : current,
      );
    } catch {
      setShown((current) =>
        current.state !== 'idle' && current.style === style ? { state: 'failed', style } : current,
      );
    }
  };

  return (
    <div>
      <label htmlFor={selectId} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Other styles
      </label>
      <select
        id={selectId}
        value={shown.state === 'idle' ? '' : shown.style}
        onChange={(event) => {
          if (isCitationStyle(event.target.value)) void show(event.target.value);
        }}
        className="mt-1 block w-full max-w-sm rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800"
      >
        <option value="" disabled>
          Choose a citation style
        </option>
        {CITATION_STYLES.map((style) => (
          <option key={style.id} value={style.id}>
            {style.label}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        {shown.state === 'loading' && <p className="mt-2 text-sm text-slate-600">Formatting the reference…</p>}
        {shown.state === 'failed' && (
          <p className="mt-2 text-sm text-red-700">
            The reference in {labelOf(shown.style)} style could not be formatted. Choose the style again to retry.
          </p>
        )}
        {shown.state === 'done' && (
          <>
            <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">{shown.text}</p>
            <div className="mt-2">
              <CopyButton
                text={shown.text}
                label={`Copy ${labelOf(shown.style)} citation`}
                confirmation={`${labelOf(shown.style)} citation copied`}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
