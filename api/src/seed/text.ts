/** Small text helpers shared by the title, abstract, reference and citation composers. */

/** Words that stay capitalised inside sentences (proper nouns and names the banks use). */
const PROPER_WORDS = new Set([
  'Android',
  'Java',
  'Python',
  'Rust',
  'Byzantine',
  'Indic',
  'Tamil',
  'Hindi',
  'English',
  'Raspberry',
  'Pi',
  'Jetson',
  'Kubernetes',
  'Linux',
  'Dice',
  'Hausdorff',
  'Goemans-Williamson',
  'Brandes',
  'Louvain',
  'Tofino',
  'Bayesian',
  'Lyapunov',
  'Datalog',
  'Ansätze',
  'Transformers',
  'Transformer',
]);

/**
 * Memoises a pure string function. The phrase banks are finite, so caching their transformed forms
 * makes generating a benchmark journal of 100,000 papers several times faster.
 */
export function memo(fn: (text: string) => string, limit = 50_000): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = fn(text);
      if (cache.size < limit) cache.set(text, value);
    }
    return value;
  };
}

/** Lower-cases a Title Case phrase for use inside a sentence, keeping acronyms (IoT, GPU) and proper nouns. */
export const lowerPhrase = memo((phrase: string): string => {
  return phrase
    .split(' ')
    .map((word) =>
      word
        .split('-')
        .map((part) => {
          if (PROPER_WORDS.has(part) || PROPER_WORDS.has(word)) return part;
          // Only "Capitalised" words are lowered; "IoT", "GPU", "FedPrism", "5G" keep their case.
          return /^[A-ZÀ-Þ][a-zß-ÿ']*$/.test(part) ? part.toLowerCase() : part;
        })
        .join('-'),
    )
    .join(' ');
});

/** Title Case to sentence case ("Deep Learning for IoT: A Survey" -> "Deep learning for IoT: A survey"). */
export function sentenceCase(title: string): string {
  return title
    .split(/(:\s+)/)
    .map((chunk) => {
      if (/^:\s+$/.test(chunk)) return chunk;
      const lowered = lowerPhrase(chunk);
      return lowered.charAt(0).toUpperCase() + lowered.slice(1);
    })
    .join('');
}

/** "A, B and C" (British style, as the journal writes). */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** Replaces {placeholders}; unknown ones are left visible so a bank typo shows up in tests. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is an acronym ("IoT", "DDoS"). */
export function uncapitalise(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A research gap ("However, few studies ...") as a clause to follow "... is that": without its "However,". */
export function gapClause(gap: string | undefined): string {
  return uncapitalise((gap ?? '').replace(/^However,\s*/, ''));
}

/** The journal's month names and the site's URL slug rule (one of each for the site and the API). */
export { MONTH_NAMES as MONTHS, slugify } from '@journal/shared/text';

export function pad3(n: number): string {
  return String(n).padStart(3, '0');
}
