import { useMemo } from 'react';
import { apiErrorMessage, journal } from '@journal/shared';
import { LoadingScreen, RetryNotice, PageHeader } from '@journal/shared/ui';
import { useEditorialBoardQuery } from './api.ts';
import { groupByRole } from './groupByRole.ts';
import { MemberCard } from './MemberCard.tsx';
import { editorialBoardMeta, PageMeta } from '@journal/shared/metadata';

/** /editorial-board: the board grouped by role, Editor-in-Chief first. */
export function EditorialBoardPage() {
  const { data: members, error: failure, isError, refetch } = useEditorialBoardQuery();
  const groups = useMemo(() => (members ? groupByRole(members) : []), [members]);
  const error = isError ? apiErrorMessage(failure, 'The editorial board could not be loaded.') : null;

  return (
    <article aria-labelledby="board-heading" className="space-y-8">
      <PageMeta {...editorialBoardMeta} />
      <PageHeader
        id="board-heading"
        className="space-y-2"
        extra={
          <>
            <p className="max-w-3xl text-slate-700">
              The editors of {journal.shortName} assign reviewers, weigh their reports and take the publication
              decisions. Every submission is handled by an editor working in its area; the Editor-in-Chief,{' '}
              {journal.editorInChief}, takes final responsibility for acceptance and for publication ethics.
            </p>
          </>
        }
      >
        Editorial Board
      </PageHeader>

      {isError && (
        <RetryNotice
          message="The editorial board could not be loaded."
          detail={error ?? null}
          onRetry={() => void refetch()}
        />
      )}
      {!members && !isError && (
        <LoadingScreen
          title="Loading Editorial Board..."
          message="Please wait while we retrieve the members of the board."
        />
      )}

      {groups.map((group, index) => (
        <section key={group.heading} aria-labelledby={`board-group-${index}`} className="space-y-3">
          <h2
            id={`board-group-${index}`}
            className="border-b border-slate-200 pb-2 text-xl font-semibold text-brand-800"
          >
            {group.heading}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {group.members.map((member) => (
              <li key={member.slug}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
