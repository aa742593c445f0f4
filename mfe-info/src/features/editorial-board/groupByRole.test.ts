import { describe, expect, it } from 'vitest';
import type { EditorialMember } from './api.ts';
import { groupByRole } from './groupByRole.ts';

let nextId = 1;
function member(name: string, role: string): EditorialMember {
  const id = nextId++;
  return {
    member_id: id,
    slug: `member-${id}`,
    name,
    role,
    affiliation: '',
    country: '',
    expertise: [],
    bio: '',
    orcid: null,
  };
}

describe('groupByRole', () => {
  it('lists the roles in the journal order whatever order the members arrive in', () => {
    const members = [
      member('Adviser', 'Advisory Board Member'),
      member('Board member', 'Editorial Board Member'),
      member('Section editor', 'Section Editor'),
      member('Associate', 'Associate Editor'),
      member('Managing', 'Managing Editor'),
      member('Chief', 'Editor-in-Chief'),
    ];
    expect(groupByRole(members).map((group) => group.heading)).toEqual([
      'Editor-in-Chief',
      'Managing Editor',
      'Associate Editors',
      'Section Editors',
      'Editorial Board Members',
      'Advisory Board',
    ]);
  });

  it('keeps the API order inside a group and leaves out empty groups', () => {
    const groups = groupByRole([
      member('Zed', 'Associate Editor'),
      member('Chief', 'Editor-in-Chief'),
      member('Amy', 'Associate Editor'),
    ]);
    expect(groups.map((group) => group.heading)).toEqual(['Editor-in-Chief', 'Associate Editors']);
    expect(groups[1]?.members.map((entry) => entry.name)).toEqual(['Zed', 'Amy']);
  });

  it('lists a role it does not know after the known ones instead of hiding it', () => {
    const groups = groupByRole([member('Guest', 'Guest Editor'), member('Chief', 'Editor-in-Chief')]);
    expect(groups.map((group) => group.heading)).toEqual(['Editor-in-Chief', 'Guest Editor']);
  });
});
