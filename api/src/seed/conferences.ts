import { journal } from '@journal/shared/journal';
import type { ConferencePaperRow, ConferenceRow } from '../db/rows.ts';
import { authorColumns } from '../db/rows.ts';
import { composeAbstract, composeKeywords } from './abstracts.ts';
import { conferenceArticle } from '../files/articles.ts';
import { settlePageRange } from '../files/pdf.ts';
import { areaByKey } from './areas/index.ts';
import { apaProceedingsCitation } from './citation.ts';
import { composeFullText } from './fullText.ts';
import { isoDate, uniqueTopicTitle, volumeOf } from './papers.ts';
import { designationLines, fullName, randomAuthors } from './people.ts';
import type { Rng } from './prng.ts';
import type { ReferenceLibrary } from './references.ts';
import { pad3 } from './text.ts';
import { textSections } from './textSections.ts';
import { composeTitle, randomTopic } from './titles.ts';

/**
 * Conferences whose proceedings the journal published. `volume` and `issue` say under which journal
 * volume and issue the proceedings appeared (the conference category of docs/api.md).
 */
const CONFERENCES: ReadonlyArray<Omit<ConferenceRow, 'id' | 'volume'> & { areas: readonly string[] }> = [
  {
    name: 'International Conference on Intelligent Computing and Communication (ICICC 2023)',
    short_name: 'ICICC2023',
    year: 2023,
    issue: 1,
    month: 'March',
    location: 'Pune, India',
    areas: ['federated-learning', 'computer-vision', 'nlp', 'wireless-iot', 'edge-computing'],
  },
  {
    name: 'Symposium on Secure and Reliable Systems (SSRS 2024)',
    short_name: 'SSRS2024',
    year: 2024,
    issue: 2,
    month: 'July',
    location: 'Colombo, Sri Lanka',
    areas: ['network-security', 'distributed-consensus', 'program-analysis', 'software-testing'],
  },
  {
    name: 'Workshop on Data Engineering for AI (DEAI 2025)',
    short_name: 'DEAI2025',
    year: 2025,
    issue: 1,
    month: 'February',
    location: 'Hyderabad, India',
    areas: ['query-optimisation', 'recommender-systems', 'federated-learning', 'nlp', 'graph-algorithms'],
  },
  {
    name: 'National Conference on Emerging Trends in Computing (NCETC 2026)',
    short_name: 'NCETC2026',
    year: 2026,
    issue: 1,
    month: 'January',
    location: 'Kochi, India',
    areas: ['quantum-algorithms', 'hci-accessibility', 'edge-computing', 'computer-vision'],
  },
];

export interface GeneratedConference {
  conference: ConferenceRow;
  papers: ConferencePaperRow[];
}

/**
 * Each conference's papers, in proceedings order: metadata from `rng`, the full text (a research article's
 * or a short communication's outline, fullText.ts) from `textRng`. A paper starts on the page after the one
 * before it and fills as many pages as the layout of its PDF counts (docs/content.md).
 */
export function generateConferences(
  rng: Rng,
  textRng: Rng,
  titles: Set<string>,
  library: ReferenceLibrary,
): GeneratedConference[] {
  let paperId = 1;
  return CONFERENCES.map(({ areas, ...def }, index) => {
    const conference: ConferenceRow = { id: index + 1, volume: volumeOf(def.year), ...def };
    const count = rng.int(12, 28);
    const papers: ConferencePaperRow[] = [];
    let page = 1;
    for (let seq = 1; seq <= count; seq++, paperId++) {
      const type = rng.chance(0.85) ? 'Research Article' : 'Short Communication';
      const area = areaByKey(rng.pick(areas));
      const { topic, title } = uniqueTopicTitle(titles, () => {
        const t = randomTopic(rng, area);
        return { topic: t, title: composeTitle(rng, t, type) };
      });
      const authors = randomAuthors(rng, rng.int(1, 5));
      const names = authors.map(fullName);
      const doi = `${journal.doiPrefix}/${journal.shortName.toLowerCase()}.${def.short_name.toLowerCase()}.${pad3(seq)}`;
      const doiLink = `https://doi.org/${doi}`;
      const abstract = composeAbstract(rng, topic, type);
      const references = library.cite(rng, area, def.year, rng.int(10, 25));
      const text = composeFullText(textRng, topic, type, references.length, authors.length);
      const citationWith = (pages: string) =>
        apaProceedingsCitation({
          authors,
          year: def.year,
          title,
          conference: def.name.replace(/\s*\(.*\)$/, ''),
          pages,
          doiLink,
        });
      const row: Omit<ConferencePaperRow, 'pages' | 'citation'> = {
        id: paperId,
        conference_id: conference.id,
        seq,
        uniqueid: `${journal.shortName}-${def.short_name}-${pad3(seq)}`,
        title,
        authors: names.join(', '),
        ...authorColumns(names),
        year: def.year,
        month: def.month,
        pdf_url: `/files/conference/${paperId}.pdf`,
        abstract,
        references_text: references.join('\n'),
        doi,
        keywords: JSON.stringify(composeKeywords(rng, topic)),
        designation: designationLines(authors),
        created_at: isoDate(def.year, def.month, Math.min(28, 10 + (seq % 15))),
        updated_at: isoDate(def.year, def.month, 28, 12),
        sections_json: JSON.stringify(textSections(text)),
      };
      const { pages } = settlePageRange(page, (range) =>
        conferenceArticle({ ...row, pages: range, citation: citationWith(range) }, conference),
      );
      page = Number(pages.split('-')[1]) + 1;
      papers.push({ ...row, pages, citation: citationWith(pages) });
    }
    return { conference, papers };
  });
}
