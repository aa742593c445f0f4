import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real-article corpus (api/test-corpus, one folder per article as its publisher delivered it, a
 * SOURCE.md beside it), shared by the corpus tests.
 */
export const CORPUS = fileURLToPath(new URL('../../test-corpus/', import.meta.url));

export const corpusFolders = (): string[] =>
  fs
    .readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * The article's XML inside a folder, by its path there: the one `.xml`, `.nxml` or `.jats` file holding
 * an <article> (Open Journals keep theirs in `paper.jats/` beside a Crossref deposit, also `.xml`).
 */
export function corpusXml(folder: string): string {
  const dir = path.join(CORPUS, folder);
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  const articles = files.filter(
    (name) =>
      /\.(?:n?xml|jats)$/.test(name) &&
      fs.statSync(path.join(dir, name)).isFile() &&
      /<article[\s>]/.test(fs.readFileSync(path.join(dir, name), 'utf8')),
  );
  if (articles.length !== 1) throw new Error(`${folder} holds ${articles.length} article XML files, not one`);
  return articles[0]!;
}

export const corpusText = (folder: string): string =>
  fs.readFileSync(path.join(CORPUS, folder, corpusXml(folder)), 'utf8');
