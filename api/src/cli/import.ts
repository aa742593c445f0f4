import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/connection.ts';
import { whyNotToWrite } from '../db/liveUsers.ts';
import { importPackage } from '../jats/importPackage.ts';

/**
 * Imports JATS articles (docs/content.md):
 *   npm run import -- [--db PATH] [--files DIR] PACKAGE...
 * A package is a folder or a .zip holding one article's XML with its images and files, or a bare XML.
 * Each file is one transaction; a file with an error changes nothing and is reported with its file,
 * element and line. Exits 1 if any file failed, 2 on a usage error.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string' },
    files: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const USAGE = `Usage: npm run import -- [--db PATH] [--files DIR] PACKAGE...

Each PACKAGE is one article, in any of these forms:
  FOLDER        a folder holding the article's JATS XML and the files it names
                (figure images in TIFF, JPEG, PNG, GIF, EPS or PDF, media, supplementary
                files, the typeset PDF); the XML is .xml, .nxml or .jats
  FILE.zip      the same as a .zip (entries outside the folder, symlinks, absolute
                paths and archives that expand too much are refused)
  FILE.xml      a bare JATS XML (figures then show their captions, with a warning)

  --db PATH     the database (default: JOURNAL_DB, else api/data/journal.db)
  --files DIR   the files directory for images, files and PDFs (default: JOURNAL_FILES_DIR)
  -h, --help    this text

Each article is one transaction: one with an error changes nothing. Exits 1 if any failed.`;

if (values.help || positionals.length === 0) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

// npm runs workspace scripts in api/; paths given on the command line are relative to where it was typed.
const here = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
const config = readConfig(process.env);
// --db names a SQLite file or a postgres:// URL; without it, the API's own database (DATABASE_URL or JOURNAL_DB).
const location = values.db
  ? isPostgresUrl(values.db)
    ? values.db
    : here(values.db)
  : (config.databaseUrl ?? config.dbPath);
// Importing beside the running API is fine (both engines serialise writers), but never through a second name.
const refusal = isPostgresUrl(location) ? undefined : whyNotToWrite(location, { exclusive: false });
if (refusal) {
  console.error(refusal);
  process.exit(2);
}
const db = await openDatabase(location);
const filesDir = values.files ? here(values.files) : config.filesDir;
let failed = 0;
for (const file of positionals) {
  const result = await importPackage(db, here(file), { filesDir });
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  if (result.ok) {
    const locator = result.pages ? `pages ${result.pages}` : `article number ${result.elocation ?? '(none)'}`;
    console.log(
      `${result.file}: ${result.paper?.created ? 'added' : 'updated'} ${result.doi} as ${result.paper?.uniqueId}, ${locator}`,
    );
  } else {
    console.error(`error: ${result.error}`);
    failed++;
  }
}
await db.close();
console.log(`${positionals.length - failed} of ${positionals.length} file(s) imported`);
process.exit(failed > 0 ? 1 : 0);
