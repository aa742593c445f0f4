import { useCallback, useEffect } from 'react';
// The facade's own modules: re-exported from ../router.ts.
import { useNavigate, type To } from 'react-router-dom';
import { useStillShown } from './useStillShown.ts';

/**
 * Puts `to` in place of the address this page was drawn for (no new history entry), unless the reader
 * has moved on: a page can be drawn, or its answer arrive, after a link or Back was taken and before
 * the router has drawn the next page (useStillShown). Every page that corrects its own address (a list's
 * page number or fall-back, a canonical name, an unreadable request) goes through here.
 */
export function useReplaceAddress(): (to: To) => void {
  const navigate = useNavigate();
  const stillShown = useStillShown();
  return useCallback(
    (to: To) => {
      if (stillShown()) void navigate(to, { replace: true });
    },
    [navigate, stillShown],
  );
}

/** `<Navigate replace>` that leaves the address alone once the reader has moved on (useReplaceAddress). */
export function ReplaceAddress({ to }: { to: string }) {
  const replaceAddress = useReplaceAddress();
  useEffect(() => replaceAddress(to), [replaceAddress, to]);
  return null;
}
