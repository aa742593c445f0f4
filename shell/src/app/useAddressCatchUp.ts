import { useEffect } from 'react';
import { useLocation, useNavigate } from '@journal/shared/router';

/**
 * Keeps the router on the address bar's page when the address changed before the router listened.
 *
 * `BrowserRouter` reads the address when it first renders and subscribes to history only when that
 * render is committed. The first render runs in a transition, in slices (main.tsx), so a Back or Forward
 * in those few milliseconds would be missed: the address would name one page and the screen show
 * another. This effect runs once the subscription exists and takes the router to the address it missed.
 */
export function useAddressCatchUp(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash)
      void navigate({ pathname, search, hash }, { replace: true });
    // Only the first commit can have missed an address change; later ones come through the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
