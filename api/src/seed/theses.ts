import { journal } from '@journal/shared/journal';
import type { ThesisRow } from '../db/rows.ts';
import { authorColumns } from '../db/rows.ts';
import { composeAbstract, composeKeywords } from './abstracts.ts';
import { researchAreas } from './areas/index.ts';
import { FIRST_YEAR, LAST_YEAR, isoDate, uniqueTopicTitle, volumeOf } from './papers.ts';
import { fullName, randomAuthors, randomPerson } from './people.ts';
import type { Rng } from './prng.ts';
import type { ReferenceLibrary } from './references.ts';
import { pad3 } from './text.ts';
import { composeThesisTitle, randomTopic } from './titles.ts';

const DEGREES = [
  { degree: 'M.Tech. in Computer Science and Engineering', pages: [70, 120] },
  { degree: 'M.Tech. in Artificial Intelligence and Data Science', pages: [70, 120] },
  { degree: 'M.E. in Software Engineering', pages: [60, 110] },
  { degree: 'M.S. by Research in Computer Science', pages: [90, 150] },
  { degree: 'Master of Computer Applications (MCA)', pages: [50, 90] },
  { degree: 'Ph.D. in Computer Science and Engineering', pages: [150, 260] },
  { degree: 'Ph.D. in Information Technology', pages: [140, 240] },
] as const;

/** Theses are deposited after the academic year ends or at the end of the calendar year. */
/** Theses are published after the spring and summer defence seasons; none after October, so none is dated in the future. */
const THESIS_MONTHS = ['May', 'June', 'July', 'September', 'October'] as const;

/** Theses by year and volume (volume = year - 2021), 6 to 12 per volume. */
export function generateTheses(rng: Rng, titles: Set<string>, library: ReferenceLibrary): ThesisRow[] {
  const rows: ThesisRow[] = [];
  let id = 1;
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    const volume = volumeOf(year);
    const count = rng.int(6, 12);
    for (let seq = 1; seq <= count; seq++, id++) {
      const area = rng.pick(researchAreas);
      const { topic, title } = uniqueTopicTitle(titles, () => {
        const t = randomTopic(rng, area);
        return { topic: t, title: composeThesisTitle(rng, t) };
      });
      const [student] = randomAuthors(rng, 1);
      if (!student) throw new Error('no author generated');
      const supervisor = randomPerson(rng);
      const degree = rng.pick(DEGREES);
      const month = rng.pick(THESIS_MONTHS);
      const name = fullName(student);
      const institution = student.institution;
      rows.push({
        id,
        year,
        volume,
        seq,
        uniqueid: `${journal.shortName}-TH-${year}-V${volume}-${pad3(seq)}`,
        title,
        authors: name,
        ...authorColumns([name]),
        month,
        pages: `1-${rng.int(degree.pages[0], degree.pages[1])}`,
        paper_url: `/files/theses/${id}.pdf`,
        abstract: composeAbstract(rng, topic, 'Thesis'),
        degree: degree.degree,
        institution: `${institution.department}, ${institution.name}, ${institution.city}, ${institution.country}`,
        supervisor: `${rng.pick(['Dr.', 'Prof.'])} ${fullName(supervisor)}`,
        references_text: library.cite(rng, area, year, rng.int(15, 30)).join('\n'),
        keywords: JSON.stringify(composeKeywords(rng, topic)),
        created_at: isoDate(year, month, rng.int(5, 25)),
        updated_at: isoDate(year, month, 28, 12),
      });
    }
  }
  return rows;
}
