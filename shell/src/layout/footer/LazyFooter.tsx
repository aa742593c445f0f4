import { lazy, Suspense } from 'react';
import { AfterFirstScreen, OptionalPart } from '@journal/shared/deferred';

const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })));

/** The footer's dark band, holding its place until it is drawn (never printed). */
const placeholder = <div aria-hidden="true" className="min-h-96 bg-brand-900 print:hidden" />;

/**
 * The site footer, drawn after the page's first screen: the content row above it is at least a screen
 * high (frame.ts), so it is never on the first screen, and its chunk (with the newsletter form) stays
 * out of every first load (docs/performance.md, "JS budget"). Drawn once its place comes into view or
 * at the first idle moment after the first screen (AfterFirstScreen); readers without JavaScript have
 * it in the site server's first HTML. If its chunk cannot be loaded the page goes on without it.
 */
export function LazyFooter() {
  return (
    <AfterFirstScreen placeholder={placeholder} nearViewport="0px">
      <OptionalPart name="footer">
        <Suspense fallback={placeholder}>
          <Footer />
        </Suspense>
      </OptionalPart>
    </AfterFirstScreen>
  );
}
