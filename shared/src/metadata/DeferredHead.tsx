import { Suspense, type ReactNode } from 'react';
import { OptionalPart } from '../deferred/OptionalPart.tsx';
import { useAfterFirstScreen } from '../deferred/useAfterFirstScreen.ts';
import { PageTitle } from './PageTitle.tsx';

/**
 * A details page's head: its `title` at once, the rest (`children`, a lazy component drawing the
 * description, Highwire, Dublin Core, Open Graph and JSON-LD tags with PageHead, such as RecordHead)
 * once the visit's first screen has had its time. Their builders (scholarly.ts) then stay out of the
 * page's first load: crawlers and Google Scholar read the same tags in the server's first HTML, and
 * no reader sees them (docs/discoverability.md, "One builder, two renderers").
 */
export function DeferredHead({ title, children }: { title: string; children: ReactNode }) {
  const after = useAfterFirstScreen();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {after && (
        <OptionalPart name="head tags">
          <Suspense fallback={null}>{children}</Suspense>
        </OptionalPart>
      )}
    </>
  );
}
