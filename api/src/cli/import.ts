import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { whyNotToWrite } from '../db/liveUsers.ts';
import { importJats } from '../jats/importJats.ts';

/**
 * Imports JATS articles (docs/content.md):
 *   npm run import -- [--db PATH] [--files DIR] FILE.xml...
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

if (values.help || positionals.length === 0) {
  console.log('Usage: npm run import -- [--db PATH] [--files DIR] FILE.xml...');
  process.exit(values.help ? 0 : 2);
}

// npm runs workspace scripts in api/; paths given on the command line are relative to where it was typed.
const here = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
const config = readConfig(process.env);
const dbPath = values.db ? here(values.db) : config.dbPath;
// Importing beside the running API is fine (SQLite serialises writers), but never through a second name.
const refusal = whyNotToWrite(dbPath, { exclusive: false });
if (refusal) {
  console.error(refusal);
  process.exit(2);
}
const db = openDatabase(dbPath);
const filesDir = values.files ? here(values.files) : config.filesDir;
let failed = 0;
for (const file of positionals) {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(here(file));
  } catch (error) {
    console.error(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    failed++;
    continue;
  }
  const result = await importJats(db, file, bytes, { filesDir });
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  if (result.ok) {
    console.log(
      `${result.file}: ${result.paper?.created ? 'added' : 'updated'} ${result.doi} as ${result.paper?.uniqueId}, pages ${result.pages}`,
    );
  } else {
    console.error(`error: ${result.error}`);
    failed++;
  }
}
db.close();
console.log(`${positionals.length - failed} of ${positionals.length} file(s) imported`);
process.exit(failed > 0 ? 1 : 0);
