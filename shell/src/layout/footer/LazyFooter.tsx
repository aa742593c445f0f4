import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import { afterFirstScreen, OptionalPart } from '@journal/shared/deferred';
import { useFirstHtmlParts } from '../firstHtml.tsx';

/** Resolved once the footer is due: its place is in view, or the first screen has had its time. */
let markDue: () => void = () => undefined;
const due = new Promise<void>((resolve) => {
  markDue = resolve;
});

const Footer = lazy(() => due.then(() => import('./Footer.tsx')).then((module) => ({ default: module.Footer })));

/** The footer's dark band, holding its place until it is drawn (never printed). */
const placeholder = <div aria-hidden="true" className="min-h-96 bg-brand-900 print:hidden" />;

/**
 * The site footer, drawn after the page's first screen: the content row above it is at least a screen
 * high (frame.ts), so it is never on the first screen, and its chunk (with the newsletter form) stays
 * out of every first load (docs/performance.md, "JS budget"). Its code is fetched once its place comes
 * into view or at the first idle moment after the first screen (afterFirstScreen).
 * The site server renders the footer itself into the first HTML (its Footer comes through
 * FirstHtmlParts), inside the same Suspense boundary: the browser's hydration keeps that footer as the
 * server drew it while the chunk is not there, and hydrates it when it arrives, so nothing is drawn
 * twice. Without server HTML (tests, the dev harness) the placeholder holds its place until then.
 * If its chunk cannot be loaded the page goes on without it. Memoised: an update reaching the boundary
 * before it has hydrated would make React drop the server's footer and draw the placeholder.
 */
export const LazyFooter = memo(function LazyFooter() {
  const server = useFirstHtmlParts();
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Where there is no IntersectionObserver (jsdom in the component tests) it is drawn with the page.
    if (typeof window.IntersectionObserver !== 'function') {
      markDue();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) markDue();
    });
    if (place.current) observer.observe(place.current);
    const cancel = afterFirstScreen(markDue);
    void due.then(() => {
      observer.disconnect();
      cancel();
    });
    return () => {
      observer.disconnect();
      cancel();
    };
  }, []);
  const ServerFooter = server?.Footer;
  return (
    <div ref={place}>
      <OptionalPart name="footer">
        <Suspense fallback={placeholder}>{ServerFooter ? <ServerFooter /> : <Footer />}</Suspense>
      </OptionalPart>
    </div>
  );
});
