import { chipClass, IndexCard, IndexGrid } from '@journal/shared/ui';

/** A heading (a year, a role, an area) and the links it holds (issues, volumes, conferences, members, topics). */
export interface LinkGroup {
  heading: string;
  links: Array<[href: string, text: string]>;
}

/** An index page's groups as the app's index grid draws them (docs/design.md, "Index pages"): a card per group, chips for its links. */
export function LinkGroups({ label, groups }: { label: string; groups: LinkGroup[] }) {
  return (
    <IndexGrid label={label}>
      {groups.map((group) => (
        <IndexCard key={group.heading} heading={group.heading}>
          <ul className="mt-3 flex flex-wrap gap-2">
            {group.links.map(([href, text]) => (
              <li key={href}>
                <a className={chipClass} href={href}>
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </IndexCard>
      ))}
    </IndexGrid>
  );
}
