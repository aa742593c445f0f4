import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import JSZip from 'jszip';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { sql } from 'kysely';
import { query } from '../test/query.ts';
import { openTestDatabase } from '../test/testDatabase.ts';
import { importPackage } from './importPackage.ts';
import { ZIP_LIMITS } from './jatsPackage.ts';

const fixture = fs.readFileSync(new URL('./fixtures/edge-caching.xml', import.meta.url), 'utf8');
const GRAPHIC = 'ijcri-2026-0412-g001.png';

let dir: string;
let db: Db;
let png: Buffer;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-package-'));
  db = await openTestDatabase();
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The fixture under another DOI, so each case is its own article. */
const article = (n: number) => fixture.replace('10.59638/ijcri.2026.v5.i3.412', `10.59638/ijcri.2026.v5.i3.${500 + n}`);

/** JSZip normalises "../" away; an entry under UP is renamed to "../" in the bytes (same length). */
const UP = 'zz-up/';

async function writeZip(name: string, fill: (zip: JSZip) => void): Promise<string> {
  const zip = new JSZip();
  fill(zip);
  const file = path.join(dir, name);
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
  fs.writeFileSync(file, Buffer.from(bytes.toString('latin1').replaceAll(UP, '../../'), 'latin1'));
  return file;
}

const papers = () => query(db, sql`SELECT count(*) FROM papers`).value<number>();
const filesOf = (folder: string) => {
  const where = path.join(dir, 'files', 'figures', folder);
  return fs.existsSync(where) ? fs.readdirSync(where) : [];
};

describe('importing a package', () => {
  it('imports a folder: the figure image becomes WebP renditions with its size, and the original is kept', async () => {
    const folder = path.join(dir, 'package-folder');
    fs.mkdirSync(path.join(folder, 'figures'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'article.xml'), article(1));
    fs.writeFileSync(path.join(folder, 'figures', GRAPHIC), png);
    const result = await importPackage(db, folder, { filesDir: path.join(dir, 'files'), typeset: false });
    expect(result.error).toBeUndefined();
    expect(result.warnings.filter((w) => w.includes('not supplied'))).toEqual([]);
    const html =
      (await query(
        db,
        sql`SELECT body_html FROM papers WHERE paper_doi = ${'10.59638/ijcri.2026.v5.i3.501'}`,
      ).value<string>()) ?? '';
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('width="1200" height="800"');
    expect(img).toMatch(/srcset="[^"]*-480\.webp 480w, [^"]*-960\.webp 960w, [^"]*-1200\.webp 1200w"/);
    expect(img).toMatch(/alt="Figure 1[^"]*"/);
    const stored = filesOf('10.59638-ijcri.2026.v5.i3.501');
    expect(stored.filter((f) => f.endsWith('.webp'))).toHaveLength(3);
    expect(stored.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const webp = stored.find((f) => f.endsWith('-960.webp'))!;
    const size = await sharp(path.join(dir, 'files', 'figures', '10.59638-ijcri.2026.v5.i3.501', webp)).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 960, 640]);
  });

  it('imports a .zip the same way', async () => {
    const file = await writeZip('package.zip', (zip) => {
      zip.file('article-502/article.xml', article(2));
      zip.file(`article-502/${GRAPHIC}`, png);
    });
    const result = await importPackage(db, file, { filesDir: path.join(dir, 'files'), typeset: false });
    expect(result.error).toBeUndefined();
    expect(filesOf('10.59638-ijcri.2026.v5.i3.502').filter((f) => f.endsWith('.webp'))).toHaveLength(3);
  });

  it('draws a figure supplied as PDF or EPS, and keeps the original as its download', async () => {
    // Made here: a one-page PDF drawn with pdf-lib and a small EPS, both of a blue rectangle.
    const doc = await PDFDocument.create();
    const page = doc.addPage([400, 300]);
    page.drawRectangle({ x: 20, y: 20, width: 360, height: 260, color: rgb(0.2, 0.4, 0.7) });
    // Text too: its glyphs must be drawn (black), not skipped.
    page.drawText('MM', { x: 40, y: 60, size: 150, font: await doc.embedFont(StandardFonts.Helvetica) });
    const pdf = await doc.save();
    const eps =
      '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 200 100\n%%EndComments\n' +
      '0.2 0.4 0.7 setrgbcolor 10 10 180 80 rectfill showpage\n%%EOF\n';
    const hasGs = spawnSync('gs', ['--version'], { stdio: 'ignore' }).status === 0;
    for (const [n, name, bytes] of [
      [4, 'figure1.pdf', pdf],
      [5, 'figure1.eps', eps],
    ] as const) {
      const folder = path.join(dir, `package-vector-${n}`);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'article.xml'), article(n).replace(GRAPHIC, name));
      fs.writeFileSync(path.join(folder, name), bytes);
      const result = await importPackage(db, folder, { filesDir: path.join(dir, 'files'), typeset: false });
      expect(result.error).toBeUndefined();
      const html =
        (await query(
          db,
          sql`SELECT body_html FROM papers WHERE paper_doi = ${`10.59638/ijcri.2026.v5.i3.${500 + n}`}`,
        ).value<string>()) ?? '';
      const format = name.endsWith('.pdf') ? 'PDF' : 'EPS';
      if (format === 'EPS' && !hasGs) {
        // Without Ghostscript: the original as a download, and a warning saying why.
        expect(html).toMatch(/<a href="[^"]*figure1-[0-9a-f]{10}\.eps" download>figure1\.eps<\/a> \(EPS figure, /);
        expect(result.warnings.join('\n')).toMatch(/figure1\.eps: the EPS figure cannot be drawn \(Ghostscript/);
        continue;
      }
      expect(result.warnings.filter((w) => w.includes('figure1'))).toEqual([]);
      const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
      // Drawn 1600 pixels wide, in the proportions of the page or bounding box.
      expect(img).toContain(format === 'PDF' ? 'width="1600" height="1200"' : 'width="1600" height="800"');
      expect(html).toMatch(
        new RegExp(
          `<a href="[^"]*figure1-[0-9a-f]{10}\\.${format.toLowerCase()}" download>Original image \\(${format}, `,
        ),
      );
      const webp = filesOf(`10.59638-ijcri.2026.v5.i3.${500 + n}`).find((f) => f.endsWith('-480.webp'))!;
      const stats = await sharp(
        path.join(dir, 'files', 'figures', `10.59638-ijcri.2026.v5.i3.${500 + n}`, webp),
      ).stats();
      // The rectangle's blue (51, 102, 179), not a blank page; the PDF's black text drawn on it.
      expect(stats.dominant.b).toBeGreaterThan(stats.dominant.r + 80);
      if (format === 'PDF') expect(stats.channels[0]!.min).toBeLessThan(30);
    }
  });

  it('lists a supplementary file with its type and size, and warns about one the package lacks', async () => {
    const folder = path.join(dir, 'package-supplementary');
    fs.mkdirSync(folder, { recursive: true });
    const supplementary = (id: string, href: string) =>
      `<supplementary-material id="${id}"><label>${id}.</label><caption><title>Traces</title></caption>` +
      `<media xlink:href="${href}" mimetype="text" mime-subtype="csv"/></supplementary-material>`;
    fs.writeFileSync(
      path.join(folder, 'article.xml'),
      article(3).replace(
        '</body>',
        `${supplementary('Data1', 'traces.csv')}${supplementary('Data2', 'absent.csv')}</body>`,
      ),
    );
    fs.writeFileSync(path.join(folder, 'traces.csv'), 'day,ratio\n'.repeat(300));
    const result = await importPackage(db, folder, { filesDir: path.join(dir, 'files'), typeset: false });
    expect(result.ok).toBe(true);
    const html =
      (await query(
        db,
        sql`SELECT body_html FROM papers WHERE paper_doi = ${'10.59638/ijcri.2026.v5.i3.503'}`,
      ).value<string>()) ?? '';
    expect(html).toMatch(
      /<a href="\/files\/figures\/10\.59638-ijcri\.2026\.v5\.i3\.503\/traces-[0-9a-f]{10}\.csv" download>traces\.csv<\/a> \(CSV data, 3 KB\)/,
    );
    expect(result.warnings.some((w) => w.includes('the file absent.csv was not supplied with the XML'))).toBe(true);
  });

  const refusals: Array<[string, (zip: JSZip) => void, RegExp]> = [
    [
      'an entry outside the folder',
      (zip) => zip.file(`${UP}evil.xml`, 'x'),
      /"\.\.\/\.\.\/[^"]*" points outside the package; refused/,
    ],
    ['an absolute path', (zip) => zip.file('/etc/evil.xml', 'x'), /absolute path/],
    ['a symbolic link', (zip) => zip.file('link.png', '/etc/passwd', { unixPermissions: 0o120777 }), /symbolic link/],
    [
      'a zip bomb',
      (zip) => zip.file('bomb.png', Buffer.alloc(20 * 1024 * 1024)),
      new RegExp(`expands \\d+ times \\(more than ${ZIP_LIMITS.ratio}\\); refused as a zip bomb`),
    ],
  ];
  for (const [what, add, message] of refusals) {
    it(`refuses a .zip with ${what}, with a message, and changes nothing`, async () => {
      const before = await papers();
      const file = await writeZip(`refused-${what.replace(/\W+/g, '-')}.zip`, (zip) => {
        zip.file('article.xml', article(9));
        add(zip);
      });
      const result = await importPackage(db, file, { filesDir: path.join(dir, 'files'), typeset: false });
      expect(result.ok).toBe(false);
      expect(result.error, result.error).toMatch(message);
      expect(await papers()).toBe(before);
      expect(filesOf('10.59638-ijcri.2026.v5.i3.509')).toEqual([]);
      expect(fs.existsSync(path.join(dir, 'evil.xml'))).toBe(false);
    });
  }

  it('refuses a package without a JATS article, naming it', async () => {
    const file = await writeZip('no-article.zip', (zip) => zip.file('readme.txt', 'hello'));
    const result = await importPackage(db, file, { filesDir: path.join(dir, 'files'), typeset: false });
    expect(result.error).toBe(`${file}: no JATS XML file (an <article> element) in the package`);
  });
});
