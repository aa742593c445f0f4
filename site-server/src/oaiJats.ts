import type { ApiReader } from './apiReader.ts';

/**
 * The OAI-PMH jats format (docs/discoverability.md, "JATS"): journal papers as JATS 1.3 from the API's
 * /jatsRecords. JATS elements have no namespace, and OAI-PMH metadata must be in one, so the article is
 * put in JATS_NAMESPACE, as Open Journal Systems does for its JATS format.
 */
export const JATS_NAMESPACE = 'http://jats.nlm.nih.gov';

export const JATS_FORMAT =
  '<metadataFormat><metadataPrefix>jats</metadataPrefix>' +
  '<schema>https://jats.nlm.nih.gov/publishing/1.3/xsd/JATS-journalpublishing1-3.xsd</schema>' +
  `<metadataNamespace>${JATS_NAMESPACE}</metadataNamespace></metadataFormat>`;

/** A JATS document as OAI metadata content: no declaration or doctype, the article in JATS_NAMESPACE. */
export function jatsMetadata(document: string): string {
  const article = document
    .replace(/^\uFEFF?\s*<\?xml[^>]*\?>\s*/, '')
    .replace(/^(\s*<!--[\s\S]*?-->\s*)*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*/, '')
    .trim();
  return `<metadata>${article.replace(/^<article\b(?![^>]*\sxmlns=)/, `<article xmlns="${JATS_NAMESPACE}"`)}</metadata>`;
}

/** The JATS of papers by id, in one call (the API answers at most 50, an OAI page). */
export async function jatsOfPapers(api: ApiReader, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const answer = await api.get('/jatsRecords', { paperids: ids });
  return new Map(answer.records.map((record) => [record.paper_id, record.jats]));
}
