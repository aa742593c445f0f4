import { useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFirstScreen } from './afterFirstScreen.ts';

/** Drawn once its place comes within this distance of the viewport (a screen's height). */
const NEAR_VIEWPORT = '100% 0px';

/**
 * What a page draws below its first screen (a paper's full text, "Cite this article" and related
 * papers): drawn when the reader scrolls near it (or follows a link to it), or at the first idle moment
 * after the first screen's time (afterFirstScreen), whichever comes first. So the code it loads and the
 * work it renders wait until the content a reader came for is on screen (build-kit/speed/README.md).
 * Until then `placeholder` holds its place: give it the part's height and anchor, so a link to it lands
 * in the right place and nothing below moves when it arrives.
 */
export function AfterFirstScreen({
  children,
  placeholder,
  nearViewport = NEAR_VIEWPORT,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** How near the viewport its place must come to be drawn (a rootMargin); `0px`: once it is in view. */
  nearViewport?: string;
}) {
  // Where there is no IntersectionObserver (jsdom in the component tests) it is drawn with the page:
  // its requests then start while the test still answers them.
  const [shown, setShown] = useState(() => typeof window.IntersectionObserver !== 'function');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: nearViewport },
    );
    if (place.current) observer.observe(place.current);
    const cancel = afterFirstScreen(show);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [shown, nearViewport]);
  return shown ? children : <div ref={place}>{placeholder}</div>;
}
