import { eyebrowClass } from '@journal/shared/design';
import { PageHeader } from '@journal/shared/ui';
import { Summary } from './render.tsx';

/**
 * A page's heading (with the section's name above it, as list pages show it) and its description, in the
 * app's own PageHeader so the heading sits where the section's page draws it.
 */
export function TextSummary({ heading, text, eyebrow }: { heading: string; text: string; eyebrow?: string }) {
  return (
    <Summary>
      <PageHeader kicker={eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : undefined} lead={text}>
        {heading}
      </PageHeader>
    </Summary>
  );
}
