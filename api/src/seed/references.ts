import { researchAreas, type ResearchArea } from './areas/index.ts';
import { INSTITUTIONS, initials, randomPerson, type Person } from './people.ts';
import type { Rng } from './prng.ts';
import { capitalise, joinList, lowerPhrase } from './text.ts';
import { scalable } from './titles.ts';

/**
 * Plausible, fictional references in IEEE style. Venues are invented but shaped like real ones, so no
 * generated reference can be mistaken for a citation of a real paper. References are stored one per
 * line, unnumbered, in citation order; the front-end and the PDF number them [1], [2], ...
 */

const GENERIC_JOURNALS = [
  'Journal of Computing Research',
  'Computing Surveys Quarterly',
  'Journal of Systems and Software Engineering',
  'International Journal of Intelligent Systems Research',
  'Transactions on Computational Science',
];
const GENERIC_CONFERENCES = [
  { name: 'Int. Conf. on Computing and Communication Systems', acronym: 'ICCCS' },
  { name: 'Int. Symp. on Applied Computing', acronym: 'ISAC' },
  { name: 'Asia-Pacific Conf. on Computer Science', acronym: 'APCCS' },
];
const CITIES = [
  'Singapore',
  'Lisbon, Portugal',
  'Hyderabad, India',
  'Vancouver, Canada',
  'Nairobi, Kenya',
  'Kyoto, Japan',
  'Prague, Czech Republic',
  'Melbourne, Australia',
  'São Paulo, Brazil',
  'Dubai, UAE',
  'Virtual Event',
];
const PUBLISHERS = [
  'Northgate Academic Press',
  'Meridian Scholarly Press',
  'Halcyon University Press',
  'Riverside Technical Books',
];

function acronym(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w.charAt(0))
    .join('');
}

const venueCache = new Map<string, ReturnType<typeof buildVenues>>();

function venues(area: ResearchArea) {
  let v = venueCache.get(area.key);
  if (!v) venueCache.set(area.key, (v = buildVenues(area)));
  return v;
}

function buildVenues(area: ResearchArea) {
  const short = acronym(area.name);
  return {
    journals: [
      `Journal of ${area.name} Research`,
      `Transactions on ${area.name}`,
      `International Journal of ${area.name}`,
      ...GENERIC_JOURNALS,
    ],
    conferences: [
      { name: `Int. Conf. on ${area.name}`, acronym: `IC${short}` },
      { name: `Symp. on Advances in ${area.name}`, acronym: `SA${short}` },
      ...GENERIC_CONFERENCES,
    ],
  };
}

/** "A. B. Family" (IEEE); more than three authors become "A. B. Family et al.". */
function ieeeAuthors(people: readonly Person[]): string {
  const names = people.map((p) => `${initials(p.given)} ${p.family}`);
  if (names.length > 3) return `${names[0]} et al.`;
  if (names.length === 3) return `${names[0]}, ${names[1]}, and ${names[2]}`;
  return joinList(names);
}

/** Sentence-case titles (IEEE style), built from already lower-cased bank phrases: cheap at benchmark scale. */
function referenceTitle(rng: Rng, area: ResearchArea): string {
  const subject = lowerPhrase(rng.pick(area.subjects));
  const method = lowerPhrase(rng.pick(area.methods));
  const context = lowerPhrase(rng.pick(area.contexts));
  switch (rng.int(0, 6)) {
    case 0:
      return capitalise(`${method} for ${subject}`);
    case 1:
      return capitalise(`${subject} in ${context}`);
    case 2:
      return capitalise(`${method}: An empirical study`);
    case 3:
      return capitalise(`${scalable(subject)} with ${method}`);
    case 4:
      return `Understanding ${subject} in ${context}`;
    case 5:
      return capitalise(`${method} revisited`);
    default:
      return `On ${subject}: Limits and opportunities`;
  }
}

function oneReference(rng: Rng, area: ResearchArea, year: number): string {
  const people = Array.from({ length: rng.int(1, 6) }, () => randomPerson(rng));
  const who = ieeeAuthors(people);
  const title = referenceTitle(rng, area);
  const { journals, conferences } = venues(area);
  const firstPage = rng.int(1, 900);
  const kind = rng.next();
  if (kind < 0.45) {
    const lastPage = firstPage + rng.int(8, 24);
    return `${who}, "${title}," ${rng.pick(journals)}, vol. ${rng.int(3, 48)}, no. ${rng.int(1, 12)}, pp. ${firstPage}–${lastPage}, ${year}.`;
  }
  if (kind < 0.85) {
    const conf = rng.pick(conferences);
    const lastPage = firstPage + rng.int(5, 11);
    return `${who}, "${title}," in Proc. ${conf.name} (${conf.acronym}), ${rng.pick(CITIES)}, ${year}, pp. ${firstPage}–${lastPage}.`;
  }
  if (kind < 0.92) {
    const book = `${rng.pick(['Principles of', 'Foundations of', 'A Practical Guide to', 'Modern'])} ${area.name}`;
    return (
      `${ieeeAuthors(people.slice(0, 2))}, ${book}, ` +
      `${rng.pick(['', '2nd ed., ', '3rd ed., '])}${rng.pick(['Cambridge, UK', 'New York, NY, USA', 'Pune, India', 'Berlin, Germany'])}: ` +
      `${rng.pick(PUBLISHERS)}, ${year}.`
    );
  }
  const institution = rng.pick(INSTITUTIONS);
  return `${who}, "${title}," ${institution.name}, ${institution.city}, Tech. Rep. TR-${year}-${String(rng.int(1, 99)).padStart(2, '0')}, ${year}.`;
}

interface LibraryEntry {
  text: string;
  year: number;
}

/** Latest year a cited work can have; papers cite only earlier years. */
const LIBRARY_LAST_YEAR = 2025;

/**
 * The literature papers cite: a fixed set of works per research area. Papers in one area cite many of
 * the same works, as real papers do, and drawing from a library keeps benchmark seeds fast.
 */
export class ReferenceLibrary {
  private readonly byArea = new Map<string, LibraryEntry[]>();

  constructor(rng: Rng, perArea = 360) {
    for (const area of researchAreas) {
      const seen = new Set<string>();
      const entries: LibraryEntry[] = [];
      while (entries.length < perArea) {
        // Most cited work is recent; some reaches back 17 years.
        const year = LIBRARY_LAST_YEAR - Math.floor(rng.next() ** 1.5 * 18);
        const text = oneReference(rng, area, year);
        if (seen.has(text)) continue;
        seen.add(text);
        entries.push({ text, year });
      }
      this.byArea.set(area.key, entries);
    }
  }

  /** `count` distinct works published before `paperYear`, mostly from the paper's own area. */
  cite(rng: Rng, area: ResearchArea, paperYear: number, count: number): string[] {
    const chosen = new Set<LibraryEntry>();
    for (let attempts = 0; chosen.size < count && attempts < count * 100; attempts++) {
      const pool = this.byArea.get(rng.chance(0.75) ? area.key : rng.pick(researchAreas).key) ?? [];
      const entry = rng.pick(pool);
      if (entry.year < paperYear) chosen.add(entry);
    }
    return [...chosen].map((e) => e.text);
  }
}
