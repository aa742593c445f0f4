import { useId } from 'react';
import { journal } from '../journal.ts';
import { homeIntroduction } from '../metadata/pages.ts';
import { introCardClass, introEyebrowClass, introTextClass } from '../styles/classes.ts';
import type { WidgetKit } from './kit.ts';

/**
 * The home page's opening card, built with the kit's parts (kit.ts says why):
 *   const HomeIntro = homeIntro({ Button, PageHeader });
 * mfe-info's HomePage draws it, and the site server's first HTML of "/" draws the same component as the
 * page's summary (docs/architecture.md, "The first HTML"): the first paint is the card the app keeps.
 */
export function homeIntro({ Button, PageHeader }: Pick<WidgetKit, 'Button' | 'PageHeader'>) {
  /** What the journal is, its editor, frequency and DOI prefix, and the ways into the archives. */
  return function HomeIntro() {
    // The site server renders its summary under a prefix of its own (site-server/src/firstHtml/render.tsx),
    // so its heading's id can never be the page's, whatever the two share the screen for.
    const headingId = useId();
    return (
      <section aria-labelledby={headingId} className={introCardClass}>
        <p className={introEyebrowClass}>{homeIntroduction.eyebrow}</p>
        <PageHeader id={headingId}>{journal.name}</PageHeader>
        <p className={introTextClass}>{homeIntroduction.text}</p>
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt className="font-semibold">Editor-in-Chief:</dt>
            <dd>{journal.editorInChief}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">Frequency:</dt>
            <dd>{journal.frequency}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="font-semibold">DOI prefix:</dt>
            <dd>{journal.doiPrefix}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button to="/archives">Browse the archives</Button>
          <Button to="/aim-and-scope" variant="secondary">
            Aim and scope
          </Button>
        </div>
      </section>
    );
  };
}
