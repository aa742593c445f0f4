import { useState } from 'react';

/** What a paged list reads of an RTK Query hook's result. */
export interface ListQueryState<Answer> {
  /** The answer for the arguments asked now, once it is in. */
  currentData?: Answer | undefined;
  isFetching: boolean;
}

/** The answer a list draws and whether it is an older one kept on screen while the next is on its way. */
export interface HeldAnswer<Answer> {
  answer: Answer | undefined;
  busy: boolean;
}

/**
 * The page a list shows between two answers (docs/design.md, "Lists that hold still"): while another
 * page, filter or search of the same list is on its way, the page on screen stays, marked busy, so the
 * list never empties or shrinks. `list` names the list apart from its page and search (an issue, a
 * volume, a conference, an author): another list starts empty, as a new selection must (docs/sections.md,
 * "selection"). Before any answer there is nothing to keep (the loading screen shows); a failed call
 * shows its error, not the older page (`isFetching` is false by then).
 */
export function useHeldAnswer<Answer>(query: ListQueryState<Answer>, list = ''): HeldAnswer<Answer> {
  const { currentData, isFetching } = query;
  const [held, setHeld] = useState<{ list: string; answer: Answer } | null>(null);
  // Remembered during render, not in an effect, so the next render already has it (React's "storing
  // information from previous renders"): RTK Query's own `data` does not say which list it answered.
  if (currentData !== undefined && (held?.answer !== currentData || held.list !== list))
    setHeld({ list, answer: currentData });
  if (currentData !== undefined) return { answer: currentData, busy: false };
  if (!isFetching || held === null || held.list !== list) return { answer: undefined, busy: false };
  return { answer: held.answer, busy: true };
}
