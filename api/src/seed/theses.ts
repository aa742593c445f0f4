import { journal } from '@journal/shared/journal';
import type { ThesisRow } from '../db/rows.ts';
import { authorColumns } from '../db/rows.ts';
import { thesisArticle } from '../files/articles.ts';
import { settlePageRange } from '../files/pdf.ts';
import { composeAbstract, composeKeywords } from './abstracts.ts';
import { researchAreas } from './areas/index.ts';
import { FIRST_YEAR, LAST_YEAR, isoDate, uniqueTopicTitle, volumeOf } from './papers.ts';
import { fullName, randomAuthors, randomPerson } from './people.ts';
import type { Rng } from './prng.ts';
import type { ReferenceLibrary } from './references.ts';
import { pad3 } from './text.ts';
import { textSections } from './textSections.ts';
import { composeThesisText } from './thesisText.ts';
import { composeThesisTitle, randomTopic } from './titles.ts';

const DEGREES = [
  'M.Tech. in Computer Science and Engineering',
  'M.Tech. in Artificial Intelligence and Data Science',
  'M.E. in Software Engineering',
  'M.S. by Research in Computer Science',
  'Master of Computer Applications (MCA)',
  'Ph.D. in Computer Science and Engineering',
  'Ph.D. in Information Technology',
] as const;

/** Theses are published after the spring and summer defence seasons; none after October, so none is dated in the future. */
const THESIS_MONTHS = ['May', 'June', 'July', 'September', 'October'] as const;

/**
 * Theses by year and volume (volume = year - 2021), 6 to 12 per volume: metadata from `rng`, the full
 * text (chapters, acknowledgements, declaration; thesisText.ts) from `textRng`, so the metadata does not
 * depend on the text. Pages are counted from the layout of the PDF the API typesets (docs/content.md).
 */
export function generateTheses(rng: Rng, textRng: Rng, titles: Set<string>, library: ReferenceLibrary): ThesisRow[] {
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
      const supervisorPerson = randomPerson(rng);
      const degree = rng.pick(DEGREES);
      const month = rng.pick(THESIS_MONTHS);
      const name = fullName(student);
      const place = student.institution;
      const institution = `${place.department}, ${place.name}, ${place.city}, ${place.country}`;
      const abstract = composeAbstract(rng, topic, 'Thesis');
      const supervisor = `${rng.pick(['Dr.', 'Prof.'])} ${fullName(supervisorPerson)}`;
      const references = library.cite(rng, area, year, rng.int(15, 30));
      const text = composeThesisText(textRng, topic, references.length, {
        student: name,
        supervisor,
        institution,
        degree,
      });
      const row: Omit<ThesisRow, 'pages'> = {
        id,
        year,
        volume,
        seq,
        uniqueid: `${journal.shortName}-TH-${year}-V${volume}-${pad3(seq)}`,
        title,
        authors: name,
        ...authorColumns([name]),
        month,
        paper_url: `/files/theses/${id}.pdf`,
        abstract,
        degree,
        institution,
        supervisor,
        references_text: references.join('\n'),
        keywords: JSON.stringify(composeKeywords(rng, topic)),
        created_at: isoDate(year, month, rng.int(5, 25)),
        updated_at: isoDate(year, month, 28, 12),
        sections_json: JSON.stringify(textSections(text)),
      };
      const { pages } = settlePageRange(1, (range) => thesisArticle({ ...row, pages: range }));
      rows.push({ ...row, pages });
    }
  }
  return rows;
}
