import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, journal, postCall } from '@journal/shared';

interface ConferenceCategory {
  id: number;
  name: string;
  year: number;
  volume: number;
  issue: number;
}

/** /conference: the published conferences to choose from. */
export function ConferenceIndexPage() {
  const [categories, setCategories] = useState<ConferenceCategory[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    postCall<{ Conference_CategoriesList: ConferenceCategory[] }>('/conferenceCategoriesFetch')
      .then((answer) => setCategories(answer.Conference_CategoriesList))
      .catch((failure: unknown) => setError(apiErrorMessage(failure, 'The conferences could not be loaded.')));
  }, []);

  return (
    <section aria-labelledby="conference-heading" className="space-y-4">
      <title>{`Published Conferences | ${journal.name}`}</title>
      <h1 id="conference-heading" className="text-2xl font-semibold text-brand-900">
        Published Conferences
      </h1>
      {error && <p role="alert" className="text-red-700">{error}</p>}
      {!categories && !error && <p role="status">Loading conferences…</p>}
      <ul className="grid gap-3">
        {categories?.map((category) => (
          <li key={category.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link
              className="font-medium text-brand-700 hover:underline"
              to={`/conference/paperlist?name=${encodeURIComponent(category.name)}&year=${category.year}&volume=${category.volume}&issue=${category.issue}&id=${category.id}`}
            >
              {category.name}
            </Link>
            <p className="text-sm text-slate-600">
              {category.year}, Volume {category.volume}, Issue {category.issue}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
