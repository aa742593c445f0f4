import { useId, useState } from 'react';
import type { useStyledReference as UseStyledReference } from '../api/citationStyles.ts';
import { CopyButton } from './CopyButton.tsx';
import { CITATION_STYLES, isCitationStyle, type CitationStyleId } from './styles.ts';

export type CitedWorkKind = 'paper' | 'thesis' | 'conference';

/**
 * The singleton a citation block needs, handed in by the app that shows it: this entry is bundled into
 * each app that imports it, so its own import of the store's API would be a second copy of it
 * (shared/src/work/kit.ts says why).
 */
export interface CitationKit {
  useStyledReference: typeof UseStyledReference;
}

const labelOf = (style: CitationStyleId) => CITATION_STYLES.find((entry) => entry.id === style)!.label;

/**
 * "Other styles": the reader picks one of the CSL styles and the site server renders the reference
 * (citeproc and the style files stay on the server; nothing is fetched until a style is picked).
 */
export function styledReference({ useStyledReference }: CitationKit) {
  return function StyledReference({ kind, id }: { kind: CitedWorkKind; id: number }) {
    const selectId = useId();
    const [style, setStyle] = useState<CitationStyleId | ''>('');
    const [load, reference] = useStyledReference();
    // The answer for the style now picked (an earlier pick's late answer is never shown for it).
    // currentData, not data: data still holds the previous style's text while this one is fetched.
    const current = reference.originalArgs?.style === style ? reference : undefined;
    const text = current?.currentData;

    return (
      <div>
        <label htmlFor={selectId} className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Other styles
        </label>
        <select
          id={selectId}
          value={style}
          onChange={(event) => {
            const picked = event.target.value;
            if (!isCitationStyle(picked)) return;
            setStyle(picked);
            void load({ kind, id, style: picked }, true);
          }}
          className="mt-1 block w-full max-w-sm rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800"
        >
          <option value="" disabled>
            Choose a citation style
          </option>
          {CITATION_STYLES.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
        <div aria-live="polite">
          {style !== '' && text === undefined && !current?.isError && (
            <p className="mt-2 text-sm text-slate-600">Formatting the reference…</p>
          )}
          {style !== '' && text === undefined && current?.isError && (
            <p className="mt-2 text-sm text-red-700">
              The reference in {labelOf(style)} style could not be formatted. Choose the style again to retry.
            </p>
          )}
          {style !== '' && text !== undefined && (
            <>
              <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">{text}</p>
              <div className="mt-2">
                <CopyButton
                  text={text}
                  label={`Copy ${labelOf(style)} citation`}
                  confirmation={`${labelOf(style)} citation copied`}
                />
              </div>
            </>
          )}
        </div>
      </div>
    );
  };
}
