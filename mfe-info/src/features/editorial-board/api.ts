import { postCall, apiErrorStatus } from '@journal/shared';

/**
 * Editorial board calls (designed by the API: POST /editorialBoard {} and /editorialMember {slug}).
 * The contract types in shared/src/api/types.ts are not exported from the package yet, so the ones
 * this feature reads are declared here.
 */
export interface EditorialMember {
  member_id: number;
  slug: string;
  name: string;
  /** "Editor-in-Chief", "Managing Editor", "Associate Editor", "Section Editor", "Editorial Board Member" or "Advisory Board Member". */
  role: string;
  affiliation: string;
  country: string;
  expertise: string[];
  bio: string;
  /** ORCID iD (0000-0000-0000-0000) or null. */
  orcid: string | null;
}

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
