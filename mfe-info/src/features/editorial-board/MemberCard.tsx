import { Link } from '@journal/shared/router';
import { editorLink } from '@journal/shared/routes';
import { cardClass } from '@journal/shared/ui';
import type { EditorialMember } from './api.ts';

/** One member on the board page: name (links to the profile), affiliation, country and research areas. */
export function MemberCard({ member }: { member: EditorialMember }) {
  return (
    <article className={`flex h-full flex-col ${cardClass}`}>
      <h3 className="text-lg font-semibold text-brand-900">
        <Link to={editorLink(member.slug)} className="hover:text-brand-600 hover:underline">
          {member.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-700">{member.affiliation}</p>
      <p className="text-sm text-slate-600">{member.country}</p>
      {member.expertise.length > 0 && (
        <ul aria-label={`Research areas of ${member.name}`} className="mt-3 flex flex-wrap gap-1.5">
          {member.expertise.map((area) => (
            <li key={area} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
              {area}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
