import { Link } from '@journal/shared/router';
import { thesisVolumeLink } from '@journal/shared/routes';
import { chipClass, IndexCard, IndexGrid } from '@journal/shared/ui';
import { thesisIndexMeta } from '@journal/shared/metadata';
import { THESIS_FAILURE, useThesisIndexQuery, type ThesisIndexYear } from './api.ts';
import { workIndexPage } from '@journal/shared/work';
import { sectionKit } from './sectionKit.ts';

const WorkIndexPage = workIndexPage(sectionKit);

/** /thesis: every thesis volume, newest year first; a volume opens its paper list. */
export function ThesisIndexPage() {
  return (
    <WorkIndexPage<ThesisIndexYear>
      meta={thesisIndexMeta}
      headingId="thesis-heading"
      heading="Thesis Archives"
      lead={
        'Postgraduate and doctoral theses in computer science published by the journal, newest first. ' +
        'Choose a volume to see its theses.'
      }
      useIndex={useThesisIndexQuery}
      failure={THESIS_FAILURE}
      empty="No thesis volumes have been published yet."
      grid={(years) => <VolumesByYear years={years} />}
    />
  );
}

/** One card per year: the year's volumes as chips. */
function VolumesByYear({ years }: { years: ThesisIndexYear[] }) {
  return (
    <IndexGrid label="Thesis volumes by year">
      {years.map((year) => (
        <IndexCard key={year.year} heading={year.year}>
          <ul className="mt-3 flex flex-wrap gap-2">
            {year.volumes.map((entry) => (
              <li key={entry.volume}>
                <Link className={chipClass} to={thesisVolumeLink(year.year, entry.volume)}>
                  Volume {entry.volume} ({year.year})
                </Link>
              </li>
            ))}
          </ul>
        </IndexCard>
      ))}
    </IndexGrid>
  );
}
