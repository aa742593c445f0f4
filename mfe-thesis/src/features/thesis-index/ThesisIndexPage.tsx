import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage, journal, postCall } from '@journal/shared';

interface ThesisYear {
  year: number;
  volumes: Array<{ volume: number }>;
}

/** /thesis: years and volumes of the thesis archive, newest first. */
export function ThesisIndexPage() {
  const [years, setYears] = useState<ThesisYear[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    postCall<{ thesis: ThesisYear[] }>('/thesisYearListing')
      .then((answer) => setYears([...answer.thesis].reverse()))
      .catch((failure: unknown) => setError(apiErrorMessage(failure, 'Failed to fetch Thesis')));
  }, []);

  return (
    <section aria-labelledby="thesis-heading" className="space-y-4">
      <title>{`Thesis Archives | ${journal.name}`}</title>
      <h1 id="thesis-heading" className="text-2xl font-semibold text-brand-900">
        Thesis Archives
      </h1>
      {error && <p role="alert" className="text-red-700">{error}</p>}
      {!years && !error && <p role="status">Loading theses…</p>}
      <ul className="flex flex-wrap gap-3">
        {years?.flatMap((year) =>
          year.volumes.map((volume) => (
            <li key={`${year.year}-${volume.volume}`}>
              <Link
                className="inline-block rounded-lg border border-brand-200 bg-white px-4 py-2 text-brand-700 hover:bg-brand-50"
                to={`/thesis/paperlist?year=${year.year}&volume=${volume.volume}`}
              >
                Volume {volume.volume}, ({year.year})
              </Link>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
