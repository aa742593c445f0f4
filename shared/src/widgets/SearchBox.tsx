import { useId, useState, type SubmitEvent } from 'react';
import { SEARCH_TEXT_MAX } from '../contract/api/limits.ts';
import type { WidgetKit } from './kit.ts';

export interface SearchBoxProps {
  /** True while search results are shown: the button then reads Clear. */
  searching: boolean;
  onSearch(text: string): void;
  onClear(): void;
  placeholder?: string;
  /** Accessible label of the input (visually hidden). */
  label?: string;
  /** How many results the search found, once they are shown; null or absent while none are. */
  resultCount?: number | null;
  /** What a result is called, singular and plural, in the announcement of the count. */
  resultNoun?: readonly [string, string];
}

/**
 * The paper search of the list pages (docs/sections.md): submits the trimmed text only when it is not
 * empty, then empties the box; while results show, the button reads Clear and returns to the list.
 * The number of results is announced to screen readers from a live region that is always in the page
 * (a region inserted together with its text is often not read), while focus stays in the box.
 * Built with the kit's singletons (kit.ts says why): `const SearchBox = searchBox({ Button, foundText });`
 */
export function searchBox({ Button, foundText }: Pick<WidgetKit, 'Button' | 'foundText'>) {
  return function SearchBox({
    searching,
    onSearch,
    onClear,
    placeholder = 'Search by Paper ID, Paper Name',
    label = 'Search papers',
    resultCount = null,
    resultNoun = ['paper', 'papers'],
  }: SearchBoxProps) {
    const [text, setText] = useState('');
    const [showHint, setShowHint] = useState(false);
    const inputId = useId();
    const hintId = useId();

    const submit = (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const query = text.trim();
      if (!query) {
        setShowHint(true);
        return;
      }
      setShowHint(false);
      setText('');
      onSearch(query);
    };

    return (
      <form role="search" aria-label={label} onSubmit={submit} className="w-full">
        {/* The box wants 17rem: on a phone (375 px) the button moves below it, so the whole placeholder shows. */}
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (showHint) setShowHint(false);
            }}
            placeholder={placeholder}
            maxLength={SEARCH_TEXT_MAX}
            autoComplete="off"
            aria-describedby={showHint ? hintId : undefined}
            aria-invalid={showHint || undefined}
            className={
              'min-w-0 flex-1 basis-[17rem] rounded-md border border-slate-300 bg-white px-3 ' +
              'py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600'
            }
          />
          {searching ? (
            <Button
              variant="secondary"
              onClick={() => {
                setShowHint(false);
                onClear();
              }}
            >
              Clear
            </Button>
          ) : (
            <Button type="submit">Search</Button>
          )}
        </div>
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {searching && resultCount !== null ? foundText(resultCount, resultNoun) : ''}
        </p>
        {showHint && (
          <p id={hintId} role="alert" className="mt-1 text-sm text-red-700">
            Type a paper ID or words from a title to search.
          </p>
        )}
      </form>
    );
  };
}
