import { callQuery, journalApi, useHeldAnswer } from '@journal/shared';
import { Link } from '@journal/shared/router';
import { siteSearchLink } from '@journal/shared/routes';
import { AuthorLinks, HeldList, Highlighted, unmarked } from '@journal/shared/ui';
import { workCards } from '@journal/shared/widgets';

// Built with the shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
const { WorkCard } = workCards({ AuthorLinks, Highlighted, Link, unmarked });

/** How many papers a topic page lists. */
const TOPIC_PAPERS = 5;

/**
 * The papers on a topic: /siteSearch for any word of the topic's title (papers only), the best five;
 * listed newest first. Kept for 10 minutes: the archive changes a few times a year.
 */
const topicPapersApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    topicPapers: callQuery(build, '/siteSearch', {
      payload: (title: string) => ({
        search: title,
        match: 'any' as const,
        kind: 'paper' as const,
        per_page: TOPIC_PAPERS,
      }),
      select: (answer) => [...answer.results].sort((a, b) => b.year - a.year || b.id - a.id),
      keepFor: 600,
      logFailureAs: 'Error fetching topic papers',
    }),
  }),
});

/**
 * Recent papers of the journal on this topic, with a link to all of them in the site search. A section the
 * page can do without: nothing shows while it loads or when it fails.
 */
export function TopicPapers({ title }: { title: string }) {
  // Another topic: the papers on screen stay, marked busy, until its own arrive (docs/design.md).
  const { answer: papers, busy } = useHeldAnswer(topicPapersApi.useTopicPapersQuery(title));
  if (!papers || papers.length === 0) return null;
  return (
    <section aria-labelledby="topic-papers-heading" className="max-w-3xl space-y-3">
      <h2 id="topic-papers-heading" className="text-xl font-semibold text-brand-900">
        Recent papers on {title}
      </h2>
      <HeldList busy={busy}>
        <ul className="space-y-3">
          {papers.map((paper) => (
            <li key={paper.id}>
              <WorkCard work={{ ...paper, snippet: undefined }} headingLevel={3} />
            </li>
          ))}
        </ul>
      </HeldList>
      <p>
        <Link
          to={siteSearchLink(title, { kind: 'paper', any: true })}
          className={'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'}
        >
          All papers on {title}
        </Link>
      </p>
    </section>
  );
}
