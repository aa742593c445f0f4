import { useEffect, useState } from 'react';
import { afterFirstScreen, firstScreenPassed } from './afterFirstScreen.ts';

/**
 * False until the visit's first screen has had its time (afterFirstScreen), then true; true at once on
 * a page opened after that. For what a page adds that no reader looks at first (its head tags).
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(firstScreenPassed);
  useEffect(() => (after ? undefined : afterFirstScreen(() => setAfter(true))), [after]);
  return after;
}
