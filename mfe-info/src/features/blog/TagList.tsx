import { Link } from '@journal/shared/router';
import { tagLabel } from './blogText.ts';

/** A post's tags, each linking to /tag/{slug}. */
export function TagList({ tags, label }: { tags: string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/tag/${tag}`}
            className={
              'inline-block rounded-full bg-brand-50 px-3 py-0.5 text-sm text-brand-800 ' + 'hover:bg-brand-100'
            }
          >
            #{tagLabel(tag)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
