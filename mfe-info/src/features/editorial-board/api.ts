import { apiErrorStatus, postCall, type EditorialMember as ContractEditorialMember } from '@journal/shared';

/** Editorial board calls (designed by the API: POST /editorialBoard {} and /editorialMember {slug}). */

/**
 * A member as the contract gives it, except that the role is any string: the board lists a role it
 * does not know last instead of failing, so a backend that adds a role keeps working.
 */
export type EditorialMember = Omit<ContractEditorialMember, 'role'> & { role: string };

interface EditorialBoardAnswer {
  members: EditorialMember[];
}

interface EditorialMemberAnswer {
  member: EditorialMember;
}

export async function fetchBoardCall(): Promise<EditorialMember[]> {
  const answer = await postCall<EditorialBoardAnswer>('/editorialBoard', {});
  return answer.members;
}

/** What the API accepts as a slug; anything else cannot name a member, so it is not sent. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The member with this slug, or null when there is none (the API answers 404). */
export async function fetchMemberCall(slug: string): Promise<EditorialMember | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 200) return null;
  try {
    const answer = await postCall<EditorialMemberAnswer>('/editorialMember', { slug });
    return answer.member;
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}
