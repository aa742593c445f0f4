// The heaviest paper page the bench loads: an article with 40 figures and 800 formulas, made from the real
// articles of api/test-corpus and imported as a package with `npm run import` into the bench's database
// (docs/content.md, "What it costs"). Its body is the International Journal of Microsimulation article's
// (6 TIFF figures, 5 tables) with one more section: 34 figures drawn from the corpus's 14 images and
// 40 paragraphs holding 20 of eLife 43154's MathML formulas each. The import is timed (its own target).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/services.mjs';
import { benchDir, callApi, siteUrl } from './site.mjs';
import { row } from './targets.mjs';

const corpus = path.join(root, 'api/test-corpus');
const HEAVY_DOI = '10.34196/ijm.00202';
const FIGURES = 40;
const FORMULAS = 800;
const PER_PARAGRAPH = 20;
/** Importing a 40-figure package, converting every image, takes at most this long (seconds). */
const IMPORT_TARGET = { max: 30 };

function corpusImages() {
  return readdirSync(corpus, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(path.join(corpus, entry.name))
        .filter((name) => /\.(tiff?|jpe?g|png|gif)$/i.test(name))
        .map((name) => path.join(corpus, entry.name, name)),
    )
    .sort();
}

/** Writes the package folder and answers its path. */
function writePackage() {
  const dir = path.join(benchDir, 'bench-heavy-article');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const base = readFileSync(path.join(corpus, 'ijm-00202/main.jats.xml'), 'utf8');
  for (const name of readdirSync(path.join(corpus, 'ijm-00202')).filter((n) => n.endsWith('.tif')))
    copyFileSync(path.join(corpus, 'ijm-00202', name), path.join(dir, name));
  const own = (base.match(/<fig\b/g) ?? []).length;
  const images = corpusImages();
  const figures = Array.from({ length: FIGURES - own }, (_, index) => {
    const source = images[index % images.length];
    const href = `heavy-fig${index + 1}${path.extname(source)}`;
    copyFileSync(source, path.join(dir, href));
    return (
      `<fig id="heavy-fig${index + 1}" position="float"><label>Figure H${index + 1}.</label>` +
      `<caption><title>A figure of the corpus (${path.basename(path.dirname(source))}, ${path.basename(source)}).</title></caption>` +
      `<graphic xlink:href="${href}"/></fig>`
    );
  });
  const elife = readFileSync(path.join(corpus, 'elife-43154/main.jats.xml'), 'utf8');
  const formulas = elife.match(/<inline-formula>[\s\S]*?<\/inline-formula>/g) ?? [];
  const paragraphs = Array.from({ length: FORMULAS / PER_PARAGRAPH }, (_, p) => {
    const items = Array.from({ length: PER_PARAGRAPH }, (_, i) => formulas[(p * PER_PARAGRAPH + i) % formulas.length]);
    return `<p>Formulas of eLife 43154, group ${p + 1}: ${items.join(', ')}.</p>`;
  });
  const section =
    `<sec id="heavy"><title>Figures and formulas of the corpus</title>` +
    `${figures.map((fig, index) => `<p>See <xref ref-type="fig" rid="heavy-fig${index + 1}">Figure H${index + 1}</xref>.</p>${fig}`).join('')}` +
    `${paragraphs.join('')}</sec>`;
  writeFileSync(path.join(dir, 'main.jats.xml'), base.replace('</body>', `${section}</body>`));
  return dir;
}

/**
 * Imports the heavy article into the running bench site's database and answers its route (for the first
 * load and Lighthouse) and the import-time row.
 */
export async function importHeavyArticle() {
  const dir = writePackage();
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/import.ts',
      '--db',
      path.join(benchDir, 'bench.db'),
      '--files',
      path.join(benchDir, 'bench-files'),
      dir,
    ],
    { cwd: path.join(root, 'api'), encoding: 'utf8' },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`  imported in ${seconds.toFixed(1)} s`);
  if (result.status !== 0) throw new Error(`the heavy article was not imported:\n${result.stdout}${result.stderr}`);
  // The import takes long enough for the site server to close a kept-alive connection: one retry.
  const search = () => callApi(`${siteUrl}/api`, '/searchArchive', { search: HEAVY_DOI });
  const { papersList } = await search().catch(search);
  const paper = papersList.find((p) => p.paper_doi.toLowerCase() === HEAVY_DOI);
  if (!paper) throw new Error(`the heavy article ${HEAVY_DOI} is not found after its import`);
  return {
    route: {
      name: `paper with ${FIGURES} figures and ${FORMULAS} formulas`,
      path: `/archives/paper-details?paperid=${paper.paper_id}`,
      ready: 'main #paper-title',
    },
    row: row('import', `Import of a ${FIGURES}-figure package (npm run import, PDF included)`, seconds, {
      target: IMPORT_TARGET,
      unit: ' s',
      digits: 1,
    }),
  };
}
