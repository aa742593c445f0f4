import {
  apiErrorMessage,
  apiErrorStatus,
  callQuery,
  journalApi,
  skipToken,
  type EditorialMember as ContractEditorialMember,
} from '@journal/shared';

/** Editorial board calls (designed by the API: POST /editorialBoard {} and /editorialMember {slug}). */

/**
 * A member as the contract gives it, except that the role is any string: the board lists a role it
 * does not know last instead of failing, so a backend that adds a role keeps working.
 */
export type EditorialMember = Omit<ContractEditorialMember, 'role'> & { role: string };

/** What the API accepts as a slug; anything else cannot name a member, so it is not sent. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (slug: string) => slug.length <= 200 && SLUG_PATTERN.test(slug);

/**
 * The editorial board calls, added to the page's one RTK Query API with this remote. Kept 1 h: the
 * board changes a few times a year.
 */
const editorialApi = journalApi.injectEndpoints({
  endpoints: (build) => ({
    editorialBoard: callQuery(build, '/editorialBoard', {
      select: (answer): EditorialMember[] => answer.members,
      keepFor: 3600,
    }),
    editorialMember: callQuery(build, '/editorialMember', {
      payload: (slug: string) => ({ slug }),
      select: (answer): EditorialMember => answer.member,
      keepFor: 3600,
    }),
  }),
});

export const { useEditorialBoardQuery } = editorialApi;

/** A member: from the board when a page already loaded it, else asked for alone; `notFound` for an unknown slug (404). */
export function useEditorialMember(slug: string) {
  const board = editorialApi.endpoints.editorialBoard.useQueryState();
  const fromBoard = board.data?.find((member) => member.slug === slug) ?? null;
  const lookup = editorialApi.useEditorialMemberQuery(fromBoard || !isSlug(slug) ? skipToken : slug);
  const notFound = !isSlug(slug) || apiErrorStatus(lookup.error) === 404;
  return {
    member: fromBoard ?? lookup.currentData ?? null,
    notFound,
    failed: lookup.isError && !notFound,
    error:
      lookup.isError && !notFound
        ? apiErrorMessage(lookup.error, 'This member of the board could not be loaded.')
        : null,
    retry: () => void lookup.refetch(),
  };
}
