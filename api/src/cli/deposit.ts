import path from 'node:path';
import { parseArgs } from 'node:util';
import fs from 'node:fs';
import { isPostgresUrl, openDatabase } from '../db/connection.ts';
import { readConfig } from '../config.ts';
import { crossrefSettings, sendToCrossref } from '../deposit/sendToCrossref.ts';
import { CONTINUOUS_ISSUE } from '@journal/shared/text';
import { DepositScopeError, writeDeposits, type DepositScope } from '../deposit/writeDeposits.ts';

/**
 * `npm run deposit -- [--db PATH] (--issue YEAR/VOLUME/ISSUE | --volume YEAR/VOLUME | --article ID | --all) --out DIR
 * [--site-url URL] [--send]`: Crossref (5.4.0) and DOAJ deposit files from the stored papers
 * (docs/discoverability.md, "Deposits"). --volume selects a volume published continuously (its
 * papers without an issue; docs/content.md, "Continuous publication"). --send also uploads each Crossref file, when the CROSSREF_*
 * settings are given.
 */
const usage =
  'Usage: npm run deposit -- [--db PATH] (--issue YEAR/VOLUME/ISSUE | --volume YEAR/VOLUME | --article ID | --all) ' +
  '--out DIR [--site-url URL] [--send]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      db: { type: 'string' },
      issue: { type: 'string' },
      volume: { type: 'string' },
      article: { type: 'string' },
      all: { type: 'boolean', default: false },
      out: { type: 'string' },
      'site-url': { type: 'string' },
      send: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const chosen = [values.issue, values.volume, values.article].filter((value) => value !== undefined).length;
if (chosen + (values.all ? 1 : 0) !== 1) fail('Give exactly one of --issue, --volume, --article and --all.');
if (!values.out) fail('--out is required: the folder to write the files to.');

let scope: DepositScope;
if (values.issue !== undefined) {
  const match = /^(\d{4})\/(\d{1,4})\/(\d{1,4})$/.exec(values.issue);
  if (!match) fail(`--issue takes YEAR/VOLUME/ISSUE, e.g. 2024/3/2, not "${values.issue}".`);
  scope = { issue: { year: Number(match[1]), volume: Number(match[2]), issue: Number(match[3]) } };
} else if (values.volume !== undefined) {
  const match = /^(\d{4})\/(\d{1,4})$/.exec(values.volume);
  if (!match) fail(`--volume takes YEAR/VOLUME, e.g. 2018/7, not "${values.volume}".`);
  scope = { issue: { year: Number(match[1]), volume: Number(match[2]), issue: CONTINUOUS_ISSUE } };
} else if (values.article !== undefined) {
  if (!/^\d{1,10}$/.test(values.article)) fail(`--article takes a paper id, not "${values.article}".`);
  scope = { article: Number(values.article) };
} else {
  scope = { all: true };
}

const config = readConfig();
const siteUrl = values['site-url'] ?? config.siteUrl;
if (!/^https?:\/\/[^/]+/.test(siteUrl)) fail(`--site-url must be an http(s) address, not "${siteUrl}".`);
const settings = values.send ? crossrefSettings(process.env) : null;
const crossmarkPolicy = process.env.CROSSREF_CROSSMARK_POLICY?.trim() || undefined;
if (crossmarkPolicy && !/^10\.\d{4,9}\/\S+$/.test(crossmarkPolicy))
  fail(`CROSSREF_CROSSMARK_POLICY must be a DOI (10.…/…), not "${crossmarkPolicy}".`);
if (typeof settings === 'string') fail(settings);

const location = values.db ?? config.databaseUrl ?? config.dbPath;
const dbPath = isPostgresUrl(location) ? location : path.resolve(location);
if (!isPostgresUrl(dbPath) && !fs.existsSync(dbPath)) fail(`No database at ${dbPath}.`);
const db = await openDatabase(dbPath);
try {
  const { files, skipped, notes } = await writeDeposits(db, scope, {
    outDir: path.resolve(values.out),
    siteUrl,
    crossmarkPolicy,
  });
  for (const file of files) console.log(`wrote ${file}`);
  for (const { id, reason } of skipped) console.warn(`paper ${id} left out of the Crossref file: ${reason}`);
  for (const note of notes) console.warn(note);
  if (settings) {
    for (const file of files.filter((name) => path.basename(name).startsWith('crossref-'))) {
      const answer = await sendToCrossref(file, settings);
      console.log(`sent ${path.basename(file)}: HTTP ${answer.status}`);
      if (answer.status >= 300) process.exitCode = 1;
    }
  }
} catch (error) {
  if (error instanceof DepositScopeError) fail(error.message);
  throw error;
} finally {
  await db.close();
}
