import { editorialSystemLink, journal, siteSettings, useCurrentIssueHref } from '@journal/shared';
import { Link } from '@journal/shared/router';

const cardClasses = 'block h-full rounded-lg border p-5 shadow-sm hover:shadow';

/** Ways into every section of the site. */
export function SectionLinks() {
  // Same target as the navbar's Current Issue link (docs/sections.md).
  const currentIssue = useCurrentIssueHref();
  const entries = [
    {
      to: '/archives',
      title: 'Archives',
      text: `Every issue since ${journal.startingYear}, by year, volume and issue.`,
    },
    { to: currentIssue, title: 'Current Issue', text: 'The papers of the newest issue.' },
    {
      to: '/conference',
      title: 'Conference Proceedings',
      text: 'Papers from conferences published in collaboration with the journal.',
    },
    { to: '/thesis', title: 'Theses', text: 'Master’s and doctoral theses in computer science, by year and volume.' },
    { to: '/topics', title: 'Research Topics', text: 'The areas we publish in and what reviewers look for in each.' },
    { to: '/blogs', title: 'Blog', text: 'Advice from the editors on writing, reproducibility and peer review.' },
    { to: '/editorial-board', title: 'Editorial Board', text: 'The editors and advisers who handle every submission.' },
  ];
  return (
    <section aria-labelledby="explore-heading" className="space-y-4">
      <h2 id="explore-heading" className="font-serif text-2xl font-bold text-brand-900">
        Explore the Journal
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {entries.map((entry) => (
          <li key={entry.title}>
            <Link to={entry.to} className={`${cardClasses} border-slate-200 bg-white hover:border-brand-500`}>
              <span className="block font-semibold text-brand-800">{entry.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{entry.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <a
            href={editorialSystemLink(siteSettings(), journal.editorialSystemJournalId)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${cardClasses} border-brand-700 bg-brand-700 hover:bg-brand-800`}
          >
            <span className="block font-semibold text-white">Submit Your Paper</span>
            <span className="mt-1 block text-sm text-brand-50">
              Through the editorial management system (opens in a new tab).
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
