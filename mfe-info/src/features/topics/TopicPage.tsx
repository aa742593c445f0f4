import { useMemo } from 'react';
import { journal, siteTitle } from '@journal/shared';
import { Link, useParams } from '@journal/shared/router';
import { LoadingScreen, Breadcrumb, Button, PageHeader } from '@journal/shared/ui';
import { findTopicBySlug } from './matchTopic.ts';
import { RichContent } from '../../lib/RichContent.tsx';
import { TopicPapers } from './TopicPapers.tsx';
import { TopicsLoadError } from './TopicsLoadError.tsx';
import { useTopicsQuery } from './api.ts';
import { PageTitle, topicPageTitle } from '@journal/shared/metadata';

/** Above a topic: the list of every research topic. */
const TOPICS_TRAIL = [{ label: 'Research Topics', href: '/topics' }];

/** /topics/{slug}: one research topic, matched by title as docs/sections.md describes. */
export function TopicPage() {
  const { slug = '' } = useParams();
  const { data: byCategory, error, isError, refetch } = useTopicsQuery();
  const topic = useMemo(
    () => (byCategory ? findTopicBySlug(Object.values(byCategory).flat(), slug) : null),
    [byCategory, slug],
  );

  if (topic) {
    return (
      <article aria-labelledby="topic-heading" className="space-y-6">
        <PageTitle>{topicPageTitle(topic)}</PageTitle>
        <meta name="description" content={topic.meta_description} />
        <Breadcrumb trail={TOPICS_TRAIL} current={topic.title} />
        <PageHeader
          id="topic-heading"
          className="space-y-3"
          kicker={<p className="text-sm font-medium uppercase tracking-wide text-accent-700">{topic.category}</p>}
          extra={<p className="max-w-3xl text-lg text-slate-700">{topic.meta_description}</p>}
        >
          {/* The topic's name: meta_title is the search-result title ("... | IJCRI Journal"), for <title> only. */}
          {topic.title}
        </PageHeader>
        <RichContent html={topic.content} />
        <TopicPapers title={topic.title} />
        <aside aria-label="Submit a paper" className="max-w-3xl rounded-lg border border-brand-100 bg-brand-50 p-5">
          <h2 className="font-semibold text-brand-900">Publishing on {topic.title}?</h2>
          <p className="mt-1 text-slate-700">
            Read the{' '}
            <Link to="/instruction-for-author" className="text-brand-700 underline">
              instructions for authors
            </Link>{' '}
            and the current{' '}
            <Link to="/call-for-papers" className="text-brand-700 underline">
              call for papers
            </Link>
            . The first editorial response comes {journal.claims.initialResponse}.
          </p>
        </aside>
      </article>
    );
  }

  const notFound = byCategory !== undefined && !isError;
  return (
    <article aria-labelledby="topic-heading" className="space-y-6">
      {/* While the topics load the tab keeps its title. */}
      {notFound && <PageTitle>{siteTitle('Topic Not Found')}</PageTitle>}
      {isError && <PageTitle>{siteTitle('Research Topic Unavailable')}</PageTitle>}
      <meta
        name="description"
        content={`A research topic published by ${journal.name}: scope, accepted contributions and review criteria.`}
      />
      <Breadcrumb trail={TOPICS_TRAIL} current={notFound ? 'Topic not found' : 'Research topic'} />
      {notFound ? (
        <div className="space-y-3">
          <PageHeader id="topic-heading">Topic Not Found</PageHeader>
          <p className="text-slate-700">
            We could not find a research topic matching this address. It may have been renamed or merged into another
            topic.
          </p>
          <Button to="/topics">See all research topics</Button>
        </div>
      ) : (
        <>
          <PageHeader id="topic-heading">Research Topic</PageHeader>
          {isError ? (
            <TopicsLoadError error={error} onRetry={() => void refetch()} />
          ) : (
            <LoadingScreen title="Loading Topic..." message="Please wait while we retrieve this research topic." />
          )}
        </>
      )}
    </article>
  );
}
