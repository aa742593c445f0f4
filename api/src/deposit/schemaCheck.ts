import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCHEMAS = fileURLToPath(new URL('./schemas/', import.meta.url));

/** The official schemas kept beside the tests (schemas/README.md); their remote imports resolve through catalog.xml. */
export const SCHEMA_FILES = {
  crossref: `${SCHEMAS}crossref/crossref5.4.0.xsd`,
  doaj: `${SCHEMAS}doaj/doajArticles.xsd`,
  /** The JATS 1.3 Journal Publishing DTD and its modules (api/src/jats/schemas/README.md). */
  jats: fileURLToPath(new URL('../jats/schemas/jats-publishing-1.3/JATS-journalpublishing1-3.dtd', import.meta.url)),
} as const;

/**
 * Validates an XML file with xmllint against a schema, offline (no network, the catalog maps remote
 * schema addresses to the copies here). Returns xmllint's complaints, empty when the file is valid.
 */
export function xmllintErrors(file: string, schema: string): string[] {
  // A .dtd is a DTD check (--dtdvalid: the file's own doctype address is not followed); else an XSD check.
  const check = schema.endsWith('.dtd') ? ['--dtdvalid', schema] : ['--schema', schema];
  const run = spawnSync('xmllint', ['--nonet', '--noout', ...check, file], {
    encoding: 'utf8',
    env: { ...process.env, XML_CATALOG_FILES: `${SCHEMAS}catalog.xml` },
  });
  if (run.error) throw new Error(`xmllint did not run (apt-get install -y libxml2-utils): ${run.error.message}`);
  const lines = run.stderr
    .split('\n')
    .filter(
      (line) => line.trim() && !/parser warning|failed to load external entity|^\s*\^|DOCTYPE|DTD v1\.3/.test(line),
    );
  return run.status === 0 ? [] : lines;
}
