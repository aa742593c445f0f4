import { siteTitle } from '@journal/shared';
import { NotFoundNotice, RetryNotice } from '@journal/shared/ui';
import type { ArchiveBase } from '@journal/shared/routes';
import { PageTitle } from '@journal/shared/metadata';

/** An unknown or unreadable paper id: a clear message and a way on, never a blank page. */
export function PaperNotFound({ base, paperId }: { base: ArchiveBase; paperId?: number }) {
  return (
    <NotFoundNotice
      what="Paper"
      sentence={
        paperId === undefined
          ? 'This address does not name a paper. The link may be incomplete.'
          : `There is no paper with ID ${paperId} in the archive. The link may be mistyped, or the paper may have been withdrawn.`
      }
      to={`/${base}`}
      action="Browse all volumes"
    />
  );
}

export function PaperLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <>
      <PageTitle>{siteTitle('Paper Unavailable')}</PageTitle>
      <RetryNotice message="This paper could not be loaded." onRetry={onRetry} />
    </>
  );
}
