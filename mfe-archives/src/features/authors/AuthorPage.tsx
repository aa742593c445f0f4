import { useEffect } from 'react';
import { apiErrorStatus, journal, MAX_PAGE, siteTitle, useHeldAnswer } from '@journal/shared';
import { PageHead, authorPageMeta, basicHead, PageTitle } from '@journal/shared/metadata';
import { Link, useNavigate, useParams, useReplaceAddress, useSearchParams } from '@journal/shared/router';
import { authorLink } from '@journal/shared/routes';
import {
  AuthorLinks,
  HeldList,
  Highlighted,
  LoadingScreen,
  NotFoundNotice,
  Pagination,
  RetryNotice,
  PageHeader,
  unmarked,
} from '@journal/shared/ui';
import { workCards } from '@journal/shared/widgets';
import { authorSlug, readPositiveInt } from '@journal/shared/text';
import { PagePosition, useAuthorProfileQuery } from '../search/index.ts';

// Built with the shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
const { WorkCardList } = workCards({ AuthorLinks, Highlighted, Link, unmarked });

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * /authors/<slug>: every paper, thesis and conference paper of one author (newest first, 20 a page),
 * co-authors and the ORCID when known. Any spelling of the name in the address ("Nguyễn-Minh") is
 * replaced by the canonical slug; an author with no work says so (the site server answers 404).
 */
export function AuthorPage() {
  const { slug: raw = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const replaceAddress = useReplaceAddress();
  const slug = authorSlug(decodeURIComponent(raw));
  const page = readPositiveInt(params.get('page'), MAX_PAGE) ?? 1;
  const profile = useAuthorProfileQuery({ slug: slug || '-', page }, { skip: !slug });
  const { error, isError, refetch } = profile;
  // Another page of works: the one on screen stays, marked busy, until it arrives.
  const { answer, busy } = useHeldAnswer(profile, slug);

  useEffect(() => {
    if (slug && slug !== raw) replaceAddress(authorLink(slug, page));
  }, [slug, raw, page, replaceAddress]);

  if (!slug || apiErrorStatus(error) === 404) {
    const name = slug.replace(/-/g, ' ');
    return (
      <NotFoundNotice
        what="Author"
        sentence="No paper, thesis or conference paper of this journal has an author by this name."
        to={`/search?${new URLSearchParams({ q: name })}`}
        action={name ? `Search the journal for “${name}”` : 'Search the journal'}
      />
    );
  }
  if (isError)
    return (
      <>
        <PageTitle>{siteTitle('Author Unavailable')}</PageTitle>
        <RetryNotice message="This author’s works could not be loaded." onRetry={() => void refetch()} />
      </>
    );
  if (!answer)
    return <LoadingScreen title="Loading Author..." message="Please wait while we collect this author’s works." />;

  const { author } = answer;
  const counts = [
    author.counts.paper && plural(author.counts.paper, 'paper', 'papers'),
    author.counts.thesis && plural(author.counts.thesis, 'thesis', 'theses'),
    author.counts.conference && plural(author.counts.conference, 'conference paper', 'conference papers'),
  ].filter(Boolean);
  return (
    <article aria-labelledby="author-name" className="space-y-6">
      <PageHead
        head={basicHead({ ...authorPageMeta(author), path: authorLink(author.slug) }, window.location.origin)}
      />
      <PageHeader
        id="author-name"
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        kicker={<p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Author</p>}
        extra={
          <>
            <p className="mt-2 text-slate-700">
              {counts.join(', ')} in {journal.name}.
            </p>
            {author.orcid && (
              <p className="mt-2 text-sm">
                ORCID:{' '}
                <a
                  href={`https://orcid.org/${author.orcid}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {author.orcid}
                </a>
              </p>
            )}
          </>
        }
      >
        {author.name}
      </PageHeader>

      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        <HeldList busy={busy}>
          <section aria-labelledby="author-works-heading">
            <h2 id="author-works-heading" className="text-lg font-semibold text-slate-900">
              Works
              <PagePosition answer={answer} />
            </h2>
            <WorkCardList works={answer.works} />
            <Pagination
              label="Pages of works"
              currentPage={answer.current_page}
              totalPages={answer.total_pages}
              onPageChange={(next) => void navigate(authorLink(author.slug, next))}
            />
          </section>
        </HeldList>
        {author.coauthors.length > 0 && (
          <aside aria-labelledby="coauthors-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="coauthors-heading" className="text-base font-semibold text-slate-900">
              Co-authors
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {author.coauthors.map((c) => (
                <li key={c.slug}>
                  <Link to={authorLink(c.slug)} className={linkClass}>
                    {c.name}
                  </Link>{' '}
                  <span className="text-slate-600">({plural(c.works, 'work', 'works')} together)</span>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </article>
  );
}
