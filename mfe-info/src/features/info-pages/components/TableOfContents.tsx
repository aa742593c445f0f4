import type { PageSection } from '../model.ts';

/** "On this page": anchor links to every section of a long page. */
export function TableOfContents({ sections }: { sections: PageSection[] }) {
  return (
    <nav aria-labelledby="on-this-page" className="@container rounded-lg border border-slate-200 bg-white px-5 py-4">
      <h2 id="on-this-page" className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
        On this page
      </h2>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm marker:text-slate-500 @lg:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={'text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline'}
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
