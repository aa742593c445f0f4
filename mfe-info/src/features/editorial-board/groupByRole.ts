import type { EditorialMember } from './api.ts';

/** The board's sections in the journal's order: each role and the heading it is listed under. */
export const ROLE_GROUPS = [
  { role: 'Editor-in-Chief', heading: 'Editor-in-Chief' },
  { role: 'Managing Editor', heading: 'Managing Editor' },
  { role: 'Associate Editor', heading: 'Associate Editors' },
  { role: 'Section Editor', heading: 'Section Editors' },
  { role: 'Editorial Board Member', heading: 'Editorial Board Members' },
  { role: 'Advisory Board Member', heading: 'Advisory Board' },
] as const;

export interface RoleGroup {
  heading: string;
  members: EditorialMember[];
}

/**
 * Members grouped by role in the order above, keeping the API's order inside a group; empty groups are
 * left out. A role this site does not know yet is listed after the others under its own name, so a
 * new kind of member is never hidden.
 */
export function groupByRole(members: readonly EditorialMember[]): RoleGroup[] {
  const known = ROLE_GROUPS.map(({ role, heading }) => ({
    heading,
    members: members.filter((member) => member.role === role),
  }));
  const knownRoles = new Set<string>(ROLE_GROUPS.map(({ role }) => role));
  const otherRoles = [...new Set(members.map((member) => member.role).filter((role) => !knownRoles.has(role)))];
  const others = otherRoles.map((role) => ({
    heading: role,
    members: members.filter((member) => member.role === role),
  }));
  return [...known, ...others].filter((group) => group.members.length > 0);
}
