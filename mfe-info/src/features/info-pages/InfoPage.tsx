import { PageHeader } from '@journal/shared/ui';
import { siteTitle } from '@journal/shared';
import { ContentBlocks } from './components/ContentBlocks.tsx';
import { RelatedPages } from './components/RelatedPages.tsx';
import { SectionView } from './components/SectionView.tsx';
import { TableOfContents } from './components/TableOfContents.tsx';
import type { PageContent } from './model.ts';
import { PageTitle } from '@journal/shared/metadata';

/** From this many sections on, a page is long enough to deserve an "On this page" list. */
export const CONTENTS_THRESHOLD = 4;

export interface InfoPageProps {
  content: PageContent;
  /** Id of the section the reader asked for, if any (see EthicsPage). */
  markedSectionId?: string;
}

/**
 * Every information, policy and landing page: metadata, one h1, lead, contents, sections, related links.
 * The text keeps a readable measure; where the shell gives the page the full width (privacy, terms,
 * refund), a container query moves "On this page" into a sticky column beside the text.
 */
export function InfoPage({ content, markedSectionId }: InfoPageProps) {
  const hasContents = content.sections.length >= CONTENTS_THRESHOLD;
  return (
    <article aria-labelledby="page-title" className="@container">
      <PageTitle>{content.metaTitle ?? siteTitle(content.title)}</PageTitle>
      <meta name="description" content={content.description} />
      <div className="space-y-8 @5xl:grid @5xl:grid-cols-[minmax(0,1fr)_16rem] @5xl:gap-x-12 @5xl:space-y-0 @5xl:gap-y-8">
        <PageHeader
          id="page-title"
          className="max-w-4xl space-y-4 border-b border-slate-200 pb-6"
          extra={
            <>
              <div className="space-y-4 text-lg">
                <ContentBlocks blocks={content.lead} />
              </div>
            </>
          }
        >
          {content.title}
        </PageHeader>
        {hasContents && (
          <div className="max-w-4xl @5xl:col-start-2 @5xl:row-span-2 @5xl:row-start-1">
            <div className="@5xl:sticky @5xl:top-6">
              <TableOfContents sections={content.sections} />
            </div>
          </div>
        )}
        <div className="max-w-4xl space-y-10 @5xl:col-start-1">
          {content.sections.map((section) => (
            <SectionView key={section.id} section={section} marked={section.id === markedSectionId} />
          ))}
          {content.related && content.related.length > 0 && <RelatedPages links={content.related} />}
        </div>
      </div>
    </article>
  );
}
