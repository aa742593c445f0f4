import { Link } from 'react-router';
import { journal } from '@journal/shared';

/** The home page: what the journal is and the ways into every section. */
export function HomePage() {
  return (
    <section aria-labelledby="home-heading" className="space-y-6">
      <title>{`${journal.name} (${journal.shortName}) | Open-Access Computer Science Journal`}</title>
      <meta
        name="description"
        content={`${journal.name}: a peer-reviewed, open-access, ${journal.frequencyInDescriptions.toLowerCase()} journal of computer science and technology, e-ISSN ${journal.eIssn}.`}
      />
      <h1 id="home-heading" className="font-serif text-3xl font-bold text-brand-900">
        {journal.name}
      </h1>
      <p className="max-w-3xl text-lg text-slate-700">
        A peer-reviewed, open-access journal of computer science and technology, published online in {journal.language} since{' '}
        {journal.startingYear} by {journal.publisher}. e-ISSN {journal.eIssn}.
      </p>
      <ul className="flex flex-wrap gap-3">
        <li><Link className="rounded-md bg-brand-700 px-4 py-2 text-white" to="/archives">Browse the archives</Link></li>
        <li><Link className="rounded-md border border-brand-200 bg-white px-4 py-2 text-brand-700" to="/conference">Conference proceedings</Link></li>
        <li><Link className="rounded-md border border-brand-200 bg-white px-4 py-2 text-brand-700" to="/thesis">Theses</Link></li>
      </ul>
    </section>
  );
}
