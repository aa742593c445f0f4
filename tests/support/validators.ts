import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * External validators run against the composed site (docs/discoverability.md): xmllint (Debian's
 * libxml2-utils) with the OAI-PMH, oai_dc and sitemaps.org schemas, and Perl's HTTP::OAI harvester
 * (libhttp-oai-perl). A missing tool or schema fails the test with the command that installs it,
 * never skips it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaDir = path.join(repoRoot, 'tests/.validator-schemas');
const SCHEMA_SCRIPT = 'bash scripts/validator-schemas.sh';

function requireCommand(command: string[], installHint: string): void {
  const result = spawnSync(command[0]!, command.slice(1), { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `Validator missing: \`${command.join(' ')}\` does not run. Install it with \`${installHint}\` (.ci/run does on a fresh machine).`,
    );
  }
}

/** The schemas, fetched from their packages by scripts/validator-schemas.sh on first use. */
function schemas(): string {
  const needed = ['OAI-PMH.xsd', 'oai_dc.xsd', 'simpledc20021212.xsd', 'xml.xsd', 'sitemap.xsd'];
  const missing = () => needed.filter((file) => !existsSync(path.join(schemaDir, file)));
  if (missing().length > 0) {
    const run = spawnSync('bash', ['scripts/validator-schemas.sh'], { cwd: repoRoot, encoding: 'utf8' });
    if (run.status !== 0 || missing().length > 0) {
      throw new Error(
        `Validator schemas missing (${missing().join(', ')}) and \`${SCHEMA_SCRIPT}\` could not fetch them:\n${run.stderr}`,
      );
    }
  }
  return schemaDir;
}

let prepared: { oaiSchema: string; sitemapSchema: string; catalog: string } | null = null;

/**
 * A driver schema importing OAI-PMH and oai_dc (so a record's metadata is checked too, not only the
 * envelope) and an XML catalog sending the Dublin Core import, which the packaged oai_dc.xsd names by
 * a web address, to the local copy: xmllint runs with --nonet.
 */
function prepare() {
  if (prepared) return prepared;
  requireCommand(['xmllint', '--version'], 'apt-get install -y libxml2-utils');
  const dir = schemas();
  const work = mkdtempSync(path.join(os.tmpdir(), 'journal-validators-'));
  const oaiSchema = path.join(work, 'oai-pmh-with-oai_dc.xsd');
  writeFileSync(
    oaiSchema,
    `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="file://${dir}/OAI-PMH.xsd"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="file://${dir}/oai_dc.xsd"/>
</xs:schema>
`,
  );
  const catalog = path.join(work, 'catalog.xml');
  const dublinCore = [
    'http://vo.ari.uni-heidelberg.de/docs/schemata/simpledc20021212.xsd',
    'http://dublincore.org/schemas/xmls/simpledc20021212.xsd',
  ];
  const localCopy = `file://${dir}/simpledc20021212.xsd`;
  writeFileSync(
    catalog,
    `<?xml version="1.0"?>
<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
${dublinCore.map((address) => `  <system systemId="${address}" uri="${localCopy}"/>\n  <uri name="${address}" uri="${localCopy}"/>`).join('\n')}
</catalog>
`,
  );
  prepared = { oaiSchema, sitemapSchema: path.join(dir, 'sitemap.xsd'), catalog };
  return prepared;
}

export interface SchemaVerdict {
  valid: boolean;
  /** xmllint's messages, e.g. "Element 'request', attribute 'from': '2022-13-45' is not a valid value". */
  errors: string;
}

function xmllint(xml: string, schema: string): SchemaVerdict {
  const { catalog } = prepare();
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], {
    input: xml,
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: catalog },
  });
  return { valid: run.status === 0, errors: run.stderr.trim() };
}

/** An OAI-PMH answer against OAI-PMH.xsd, with oai_dc.xsd for the records' metadata. */
export const validateOai = (xml: string) => xmllint(xml, prepare().oaiSchema);

/** A urlset sitemap against the sitemaps.org schema (from the npm package `sitemap`). */
export const validateSitemap = (xml: string) => xmllint(xml, prepare().sitemapSchema);

export interface HarvestedRecord {
  identifier: string;
  datestamp: string;
  title: string;
}

/**
 * A whole harvest by HTTP::OAI (tests/support/oaiHarvest.pl): Identify, then ListRecords following
 * every resumptionToken. Throws with the harvester's complaint when it refuses an answer.
 */
export function harvest(baseURL: string, args: Record<string, string> = {}): HarvestedRecord[] {
  requireCommand(['perl', '-MHTTP::OAI', '-e', '1'], 'apt-get install -y libhttp-oai-perl');
  const script = path.join(repoRoot, 'tests/support/oaiHarvest.pl');
  const output = execFileSync(
    'perl',
    [script, baseURL, ...Object.entries(args).map(([name, value]) => `${name}=${value}`)],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [identifier = '', datestamp = '', title = ''] = line.split('\t');
      return { identifier, datestamp, title };
    });
}
