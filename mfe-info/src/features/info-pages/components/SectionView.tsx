import { useEffect, useRef } from 'react';
import { scrollToTarget } from '@journal/shared/ui';
import type { PageSection } from '../model.ts';
import { ContentBlocks } from './ContentBlocks.tsx';

export interface SectionViewProps {
  section: PageSection;
  /** The section the reader was sent to (/ethics?target=...): highlighted, scrolled to and focused. */
  marked?: boolean;
}

/** One h2 section of a page, with its h3 subsections. */
export function SectionView({ section, marked = false }: SectionViewProps) {
  const element = useRef<HTMLElement>(null);
  const headingId = `${section.id}-heading`;

  useEffect(() => {
    if (!marked) return;
    // After this commit: a layout's scroll-to-top on navigation runs in the same commit, after this
    // (child) effect, and would otherwise undo the scroll.
    const timer = window.setTimeout(() => {
      scrollToTarget(section.id);
      // Focus moves too, so screen-reader and keyboard users start where the link promised.
      element.current?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [marked, section.id]);

  return (
    <section
      ref={element}
      id={section.id}
      aria-labelledby={headingId}
      aria-current={marked ? 'location' : undefined}
      tabIndex={marked ? -1 : undefined}
      className={`scroll-mt-6 space-y-4 rounded-lg ${marked ? 'border-l-4 border-accent-500 bg-brand-50 p-5' : ''}`}
    >
      {marked && (
        <p className="inline-block rounded-full bg-accent-500 px-3 py-0.5 text-xs font-semibold tracking-wide text-brand-900 uppercase">
          You are here
        </p>
      )}
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-brand-900">
        {section.heading}
      </h2>
      <ContentBlocks blocks={section.blocks} />
      {section.subsections?.map((subsection) => (
        <div key={subsection.heading} className="space-y-3">
          <h3 className="text-lg font-semibold text-brand-800">{subsection.heading}</h3>
          <ContentBlocks blocks={subsection.blocks} />
        </div>
      ))}
    </section>
  );
}
