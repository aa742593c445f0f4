import { journal } from '@journal/shared/journal';
import { initials, type Person } from './people.ts';
import { sentenceCase } from './text.ts';

/** "Raman, P., Chen, L., & Okafor, M." — APA 7 lists up to 20 authors. */
export function apaAuthors(people: readonly Person[]): string {
  const names = people.map((p) => `${p.family}, ${initials(p.given)}`);
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}`;
}

/** APA citation of a paper in conference proceedings published by the journal. */
export function apaProceedingsCitation(args: {
  authors: readonly Person[];
  year: number;
  title: string;
  conference: string;
  pages: string;
  doiLink: string;
}): string {
  const pages = args.pages.replace('-', '–');
  return (
    `${apaAuthors(args.authors)} (${args.year}). ${sentenceCase(args.title)}. In Proceedings ` +
    `of the ${args.conference} (pp. ${pages}). ${journal.publisher}. ${args.doiLink}`
  );
}
