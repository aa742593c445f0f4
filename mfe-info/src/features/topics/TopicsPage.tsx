import { journal } from '@journal/shared';
import { Link, ReplaceAddress, useLocation } from '@journal/shared/router';
import { LoadingScreen, PageHeader } from '@journal/shared/ui';
import { topicPath } from './matchTopic.ts';
import { TopicsLoadError } from './TopicsLoadError.tsx';
import { useTopicsQuery } from './api.ts';
import { topicsMeta, PageMeta } from '@journal/shared/metadata';

/** /topics: every research topic the journal publishes in, grouped by category. */
export function TopicsPage() {
  const { pathname } = useLocation();
  const { data: byCategory, error, isError, refetch } = useTopicsQuery();

  // docs/sections.md: /topics/ with no slug goes to /topics (the router matches both here).
  if (pathname.endsWith('/')) return <ReplaceAddress to="/topics" />;

  const categories = byCategory ? Object.entries(byCategory).filter(([, topics]) => topics.length > 0) : [];
  return (
    <article aria-labelledby="topics-heading" className="space-y-8">
      <PageMeta {...topicsMeta} />
      <PageHeader
        id="topics-heading"
        className="space-y-2"
        extra={
          <>
            <p className="max-w-3xl text-slate-700">
              {journal.shortName} publishes original research, reviews and case studies across computer science and
              technology. Each topic page describes its scope, the questions we welcome and what reviewers look for. If
              your work spans several topics, choose the closest one when you submit; the editors route it to suitable
              reviewers.
            </p>
          </>
        }
      >
        Research Topics
      </PageHeader>

      {isError && <TopicsLoadError error={error} onRetry={() => void refetch()} />}
      {!byCategory && !isError && (
        <LoadingScreen title="Loading Topics..." message="Please wait while we retrieve the research topics." />
      )}

      {categories.map(([category, topics], index) => (
        <section key={category} aria-labelledby={`topic-category-${index}`} className="space-y-3">
          <h2 id={`topic-category-${index}`} className="text-xl font-semibold text-brand-800">
            {category}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic.title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <h3 className="font-semibold">
                  <Link to={topicPath(topic)} className="text-brand-700 underline-offset-2 hover:underline">
                    {topic.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-600">{topic.meta_description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {byCategory !== undefined && !isError && categories.length === 0 && (
        <p className="text-slate-700">
          No research topics are listed yet. Please see the Aim and Scope page for the journal's coverage.
        </p>
      )}
    </article>
  );
}
