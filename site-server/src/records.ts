import {
  recordFromConference,
  recordFromPaperDetails,
  recordFromThesis,
  type RecordKind,
  type ScholarlyRecord,
} from '@journal/shared/metadata';
import type { ApiReader } from './apiReader.ts';

/**
 * One work by kind and id, read through the same details calls the pages use and converted by the
 * same shared functions, so the server's tags and the page's tags come from identical records.
 * null: no such work (404).
 */
export async function readRecord(api: ApiReader, kind: RecordKind, id: number): Promise<ScholarlyRecord | null> {
  if (kind === 'paper') {
    const result = await api.call('/archivePaperNew', { paperid: id });
    return result.found ? recordFromPaperDetails(result.data.paperdetails) : null;
  }
  if (kind === 'thesis') {
    const result = await api.call('/thesisDetails', { paperid: id });
    return result.found ? recordFromThesis(result.data.thesis) : null;
  }
  const result = await api.call('/conferenceDetails', { paperid: id });
  return result.found ? recordFromConference(result.data.ConferenceDetails) : null;
}
