import { expect, type APIRequestContext } from '@playwright/test';
import type { ApiCalls } from '@journal/shared/contract';
import type { RecordKind, ScholarlyRecord } from '@journal/shared/metadata';
import { baseUrl } from './env.ts';

/** The Authorization value the site publishes in /remotes.json (what its pages send to the API). */
export async function apiAuthorization(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get(`${baseUrl}/remotes.json`)).json()) as {
    settings: { apiAuthorization: string };
  };
  return settings.settings.apiAuthorization;
}

/**
 * A call to the content API through the site (/api), with the Authorization value the site publishes.
 * Typed from the API contract (docs/api.md): a wrong call name, payload field or answer field does not compile.
 */
export async function apiCall<Path extends keyof ApiCalls>(
  request: APIRequestContext,
  path: Path,
  // The payload may be left out only when the call has no required field.
  ...[body = {}]: Record<string, never> extends ApiCalls[Path]['request']
    ? [body?: ApiCalls[Path]['request']]
    : [body: ApiCalls[Path]['request']]
): Promise<ApiCalls[Path]['answer']> {
  const authorization = await apiAuthorization(request);
  const answer = await request.post(`${baseUrl}/api${path}`, { data: body, headers: { authorization } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as ApiCalls[Path]['answer'];
}

type MetaRecord = ScholarlyRecord;

/** Real addresses of the seeded journal, one of each kind of page that takes a parameter. */
export interface SampleRecords {
  paper: MetaRecord;
  thesis: MetaRecord;
  conferencePaper: MetaRecord;
  conference: { id: number; name: string; year: number; volume: number; issue: number };
  blogSlug: string;
  blogTag: string;
  topicSlug: string;
  memberSlug: string;
}

export async function sampleRecords(request: APIRequestContext): Promise<SampleRecords> {
  const first = async (kind: RecordKind) =>
    (await apiCall(request, '/metadataRecords', { kind, limit: 1 })).records[0]!;
  const conferences = await apiCall(request, '/conferenceCategoriesFetch');
  const blogs = await apiCall(request, '/blogListing');
  const topics = await apiCall(request, '/topics');
  const board = await apiCall(request, '/editorialBoard');
  return {
    paper: await first('paper'),
    thesis: await first('thesis'),
    conferencePaper: await first('conference'),
    conference: conferences.Conference_CategoriesList[0]!,
    blogSlug: blogs.blogs[0]!.slug,
    blogTag: blogs.blogs.find((post) => post.tags.length > 0)!.tags[0]!,
    topicSlug: Object.values(topics.data.data).flat()[0]!.slug,
    memberSlug: board.members[0]!.slug,
  };
}
