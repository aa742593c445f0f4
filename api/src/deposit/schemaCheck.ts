import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCHEMAS = fileURLToPath(new URL('./schemas/', import.meta.url));

/** The official schemas kept beside the tests (schemas/README.md); their remote imports resolve through catalog.xml. */
export const SCHEMA_FILES = {
  crossref: `${SCHEMAS}crossref/crossref5.4.0.xsd`,
  doaj: `${SCHEMAS}doaj/doajArticles.xsd`,
} as const;

/**
 * Validates an XML file with xmllint against a schema, offline (no network, the catalog maps remote
 * schema addresses to the copies here). Returns xmllint's complaints, empty when the file is valid.
 */
export function xmllintErrors(file: string, schema: string): string[] {
  const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', schema, file], {
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: `${SCHEMAS}catalog.xml` },
  });
  if (run.error) throw new Error(`xmllint did not run (apt-get install -y libxml2-utils): ${run.error.message}`);
  const lines = run.stderr
    .split('\n')
    .filter((line) => line.trim() && !/parser warning|failed to load external entity/.test(line));
  return run.status === 0 ? [] : lines;
}
