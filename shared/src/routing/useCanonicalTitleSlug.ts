import { useEffect } from 'react';
// The facade's own modules: re-exported from ../router.ts.
import { useSearchParams } from 'react-router-dom';
import { slugify } from '../text/slugify.ts';
import { useStillShown } from './useStillShown.ts';

/**
 * Details pages are addressed as ?paperid=&papertitle=<slug>[&section=]. Once the record is known, a
 * wrong or missing slug is replaced by the canonical one (no new history entry), keeping paperid and
 * an allowed section, so every record has one address to share and cite.
 *
 * Only while the browser is still at the address this page was drawn for (useStillShown): the record can
 * arrive after the reader has moved on.
 */
export function useCanonicalTitleSlug(title: string | null, allowedSections?: ReadonlySet<string>): void {
  const [params, setParams] = useSearchParams();
  const stillShown = useStillShown();
  const canonical = title === null ? null : slugify(title);
  const current = params.get('papertitle');

  useEffect(() => {
    if (canonical === null || current === canonical || !stillShown()) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams();
        next.set('paperid', previous.get('paperid') ?? '');
        next.set('papertitle', canonical);
        const section = previous.get('section');
        if (section && (!allowedSections || allowedSections.has(section))) next.set('section', section);
        return next;
      },
      { replace: true },
    );
  }, [canonical, current, setParams, allowedSections, stillShown]);
}
