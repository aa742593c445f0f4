import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { useNavigate } from '@journal/shared/router';
import { SEARCH_TEXT_MAX } from '../contract/api/limits.ts';

/** One suggestion: what the list shows and where choosing it leads. */
export interface Suggestion {
  key: string;
  label: string;
  /** A second, quieter line (e.g. "Volume 4, Issue 1 (2025)"). */
  detail?: string;
  href: string;
}

export interface SuggestComboboxProps {
  /** Accessible name of the search (the form) and of the box (visually hidden label). */
  label: string;
  placeholder?: string;
  /** Suggestions for the trimmed text; called at most once per pause in typing. */
  loadSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]>;
  /** The reader submitted the text (Enter with no suggestion chosen, or the button). */
  onSubmit(text: string): void;
  /** Text to start with (e.g. the search on screen). */
  initialText?: string;
  /** Classes of the outer form, to fit a navbar or a page. */
  className?: string;
  /** Milliseconds of quiet typing before suggestions are asked for. */
  debounceMs?: number;
  /**
   * A list page's search (issue paper list): the box empties after a search, and while `searching`
   * the button reads Clear and calls `onClear`, as the plain SearchBox does.
   */
  onClear?(): void;
  searching?: boolean;
  /** Announced (politely) while no suggestions are open, e.g. "3 papers found". */
  announcement?: string;
  /** Shown as an alert when an empty box is submitted; without it an empty submit is ignored. */
  emptyHint?: string;
  /** Where the form goes, and the box's field name, when scripts do not run (the first HTML, no JavaScript). */
  plainForm?: { action: string; name: string };
}

const MIN_CHARS = 2;

/**
 * A search box with suggestions as the reader types: the ARIA 1.2 combobox pattern with a listbox
 * popup (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Focus stays in the box; Down and Up
 * move through the suggestions (aria-activedescendant), Enter opens the chosen one or submits the
 * text, Escape closes the list (a second Escape clears the box), Alt+Down opens it again. Suggestions
 * are asked for after a pause in typing, and an answer that arrives after newer typing is dropped.
 */
export function SuggestCombobox({
  label,
  // Short enough to show whole in the search page's box at 375 px (the label names the search).
  placeholder = 'Papers, theses, conferences',
  loadSuggestions,
  onSubmit,
  initialText = '',
  className = '',
  debounceMs = 250,
  onClear,
  searching = false,
  announcement = '',
  emptyHint,
  plainForm,
}: SuggestComboboxProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const [showHint, setShowHint] = useState(false);
  const hintId = useId();
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const load = useRef(loadSuggestions);
  useEffect(() => {
    load.current = loadSuggestions;
  });

  // A new initialText (the search on screen changed) replaces the text, adjusted during render
  // rather than in an effect (https://react.dev/learn/you-might-not-need-an-effect).
  const [shownInitialText, setShownInitialText] = useState(initialText);
  if (initialText !== shownInitialText) {
    setShownInitialText(initialText);
    setText(initialText);
    setSuggestions([]);
  }

  /** Text the reader did not type (or too short to suggest for) has no suggestions; the effect below only loads. */
  const stopSuggesting = () => {
    setTyped(false);
    setSuggestions([]);
  };

  useEffect(() => {
    const query = text.trim();
    if (!typed || query.length < MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load
        .current(query, controller.signal)
        .then((items) => {
          if (controller.signal.aborted) return;
          setSuggestions(items);
          setActive(-1);
          setOpen(true);
        })
        // Suggestions are a convenience: when they fail, the box still searches on Enter.
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, typed, debounceMs]);

  const expanded = open && suggestions.length > 0;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    stopSuggesting();
    void navigate(suggestion.href);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    const query = text.trim();
    if (!query) {
      if (emptyHint) setShowHint(true);
      return;
    }
    close();
    stopSuggesting();
    setShowHint(false);
    // A list page's search shows its results below and leaves the box ready for the next one.
    if (onClear) setText('');
    onSubmit(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded || event.altKey) {
          setOpen(true);
          if (event.altKey) return;
        }
        setActive((i) => (i + 1) % count);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
          stopSuggesting();
        }
        return;
      default:
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      action={plainForm?.action}
      method={plainForm ? 'get' : undefined}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name={plainForm?.name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={showHint ? `${statusId} ${hintId}` : statusId}
          aria-invalid={showHint || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            if (event.target.value.trim().length < MIN_CHARS) setSuggestions([]);
            setShowHint(false);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => close()}
          placeholder={placeholder}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          spellCheck={false}
          className={
            'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm ' +
            'text-slate-900 placeholder:text-slate-500 focus:border-brand-600'
          }
        />
        {onClear && searching ? (
          // The same button element in both states, so focus stays on it when it turns back into Search.
          <button
            type="button"
            onClick={() => {
              setShowHint(false);
              onClear();
            }}
            className={
              'rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-700 ' +
              'hover:bg-brand-50'
            }
          >
            Clear
          </button>
        ) : (
          <button
            type="submit"
            className={'rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800'}
          >
            Search
          </button>
        )}
      </div>
      {/* A ul/li listbox is the ARIA combobox pattern (ARIA in HTML allows both roles); the strict preset does not. */}
      <ul
        id={listId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- listbox popup of the combobox
        role="listbox"
        aria-label={`Suggestions for ${text.trim() || 'your search'}`}
        hidden={!expanded}
        className={
          'absolute left-0 right-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border ' +
          'border-slate-200 bg-white py-1 text-left shadow-lg'
        }
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={optionId(index)}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- an option of the listbox above
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the box would lose focus (and close the list) before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion);
            }}
            onMouseMove={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
          >
            <span className="block font-medium">{suggestion.label}</span>
            {suggestion.detail && <span className="block text-xs text-slate-600">{suggestion.detail}</span>}
          </li>
        ))}
      </ul>
      <p id={statusId} aria-live="polite" className="sr-only">
        {expanded
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose`
          : announcement}
      </p>
      {showHint && (
        <p id={hintId} role="alert" className="mt-1 text-sm text-red-700">
          {emptyHint}
        </p>
      )}
    </form>
  );
}
