import { journal, siteTitle } from '@journal/shared';
import { Link, useParams } from '@journal/shared/router';
import { LoadingScreen, RetryNotice, PageHeader } from '@journal/shared/ui';
import { useEditorialMember, type EditorialMember } from './api.ts';
import { editorialMemberMeta, PageMeta, PageTitle } from '@journal/shared/metadata';

const backLinkClasses =
  'inline-block rounded-md border border-brand-200 bg-white px-4 py-2 font-medium ' +
  'text-brand-700 hover:bg-brand-50';

/** /editorial-board/{slug}: one member's profile. */
export function EditorialMemberPage() {
  // The router matches paths ignoring case; slugs are lowercase.
  const slug = (useParams().slug ?? '').toLowerCase();
  const lookup = useEditorialMember(slug);
  const { member } = lookup;

  if (member) return <MemberProfile member={member} />;

  // While the profile loads the tab keeps its title; an unknown address or a failure names the page.
  const title = lookup.notFound ? 'Member Not Found' : lookup.failed ? 'Profile Unavailable' : null;
  return (
    <article aria-labelledby="member-heading" className="space-y-4">
      {title && <PageTitle>{siteTitle(title)}</PageTitle>}
      <meta
        name="description"
        content={`The editorial board of ${journal.name}: editors and advisers who handle peer review.`}
      />
      <PageHeader id="member-heading">{lookup.notFound ? 'Member Not Found' : 'Editorial Board Member'}</PageHeader>
      {lookup.notFound ? (
        <>
          <p className="text-slate-700">
            No member of the editorial board is listed at this address. The member may have completed their term, or the
            link may be mistyped.
          </p>
          <Link to="/editorial-board" className={backLinkClasses}>
            Back to the editorial board
          </Link>
        </>
      ) : lookup.failed ? (
        <RetryNotice message="This profile could not be loaded." detail={lookup.error ?? null} onRetry={lookup.retry} />
      ) : (
        <LoadingScreen title="Loading Profile..." message="Please wait while we retrieve this member of the board." />
      )}
    </article>
  );
}

function MemberProfile({ member }: { member: EditorialMember }) {
  return (
    <article aria-labelledby="member-heading" className="space-y-6">
      <PageMeta {...editorialMemberMeta(member)} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/editorial-board" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Editorial Board
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{member.name}</span>
      </nav>
      <PageHeader
        id="member-heading"
        className="space-y-2"
        kicker={<p className="text-sm font-medium uppercase tracking-wide text-accent-700">{member.role}</p>}
        extra={
          <>
            <p className="text-slate-700">{member.affiliation}</p>
            <p className="text-slate-600">{member.country}</p>
          </>
        }
      >
        {member.name}
      </PageHeader>
      <dl className="grid max-w-3xl gap-4">
        {member.expertise.length > 0 && (
          <div>
            <dt className="font-semibold text-brand-900">Research areas</dt>
            <dd>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {member.expertise.map((area) => (
                  <li key={area} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800">
                    {area}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {member.orcid && (
          <div>
            <dt className="font-semibold text-brand-900">ORCID iD</dt>
            <dd>
              <a
                href={`https://orcid.org/${member.orcid}`}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline hover:text-brand-900"
              >
                {member.orcid}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="member-bio" className="max-w-3xl">
        <h2 id="member-bio" className="text-xl font-semibold text-brand-800">
          Biography
        </h2>
        <p className="mt-2 leading-7 text-slate-800">{member.bio}</p>
      </section>
      <Link to="/editorial-board" className={backLinkClasses}>
        Back to the editorial board
      </Link>
    </article>
  );
}
