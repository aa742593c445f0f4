import { isContinuous, locatorFact } from '@journal/shared/text';
import { MAX_ID } from '@journal/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { journal, licenceOf } from '@journal/shared';
import {
  parseDatestamp,
  recordPath,
  RECORD_KINDS,
  toDatestamp,
  type RecordKind,
  type ScholarlyRecord,
} from '@journal/shared/metadata';
import type { ApiReader } from './apiReader.ts';
import { JATS_FORMAT, jatsMetadata, jatsOfPapers } from './oaiJats.ts';
import { readRecord } from './records.ts';
import { element, escapeXml, XML_DECLARATION } from './xml.ts';

/**
 * OAI-PMH 2.0 (https://www.openarchives.org/OAI/openarchivesprotocol.html) over GET and POST at /oai:
 * every paper, thesis and conference paper in oai_dc, and journal papers in jats too (oaiJats.ts). Sets: one per kind ("paper", "thesis",
 * "conference"), and "volume" (every work: each belongs to a volume) with one child per volume
 * ("volume:3", all kinds of that volume; ":" is the protocol's hierarchy separator). Lists walk kinds in that
 * order and ids ascending, 50 per answer; the resumption token carries the position (opaque to harvesters).
 */
export const OAI_PAGE_SIZE = 50;
const GRANULARITY = 'YYYY-MM-DDThh:mm:ssZ';
/** A repository identifier the oai-identifier scheme accepts: a domain name with at least one dot. */
const REPOSITORY_IDENTIFIER = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

const VERBS: Record<string, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: 'resumptionToken' },
};

class OaiError extends Error {
  constructor(
    readonly code:
      | 'badVerb'
      | 'badArgument'
      | 'cannotDisseminateFormat'
      | 'idDoesNotExist'
      | 'noRecordsMatch'
      | 'badResumptionToken'
      | 'noSetHierarchy'
      | 'noMetadataFormats',
    message: string,
  ) {
    super(message);
  }
}

/** Where a list stands: the filter, the kind being walked, the last id sent, how many sent, how many in all. */
interface ListState {
  /** Set for the jats format only (oai_dc lists carry none, as tokens did before there were two). */
  prefix?: 'jats';
  from?: string;
  until?: string;
  set?: string;
  kind: number;
  after: number;
  cursor: number;
  total: number;
}

const encodeToken = (state: ListState) => Buffer.from(JSON.stringify(state)).toString('base64url');

const TOKEN_FIELDS = new Set(['prefix', 'from', 'until', 'set', 'kind', 'after', 'cursor', 'total']);
const isCount = (value: unknown, max = MAX_ID): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isDateArgument = (value: unknown) =>
  value === undefined || (typeof value === 'string' && parseDatestamp(value) !== null);

/**
 * A token is ours only if every field has the shape encodeToken writes: a forged one (negative ids,
 * a made-up date, an extra field) is the protocol's badResumptionToken here, before it reaches the API
 * (whose 400 would otherwise surface as a 503).
 */
function decodeToken(token: string): ListState {
  const bad = () => new OaiError('badResumptionToken', 'The resumptionToken is invalid or has expired.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw bad();
  // Only an object so far: each field is checked below before the state is used.
  const state = parsed as ListState;
  const valid =
    Object.keys(state).every((key) => TOKEN_FIELDS.has(key)) &&
    isCount(state.kind, RECORD_KINDS.length - 1) &&
    isCount(state.after) &&
    isCount(state.total) &&
    isCount(state.cursor, state.total) &&
    isDateArgument(state.from) &&
    isDateArgument(state.until) &&
    // A decoded token is untrusted JSON: its prefix may be anything.
    [undefined, 'jats'].includes(state.prefix) &&
    (state.set === undefined || (typeof state.set === 'string' && state.set.length <= 32));
  if (!valid) throw bad();
  return state;
}

const datestamp = toDatestamp;

type Prefix = 'oai_dc' | 'jats';

/** The metadata prefix asked for, or cannotDisseminateFormat. */
function prefixOf(value: string | undefined): Prefix {
  if (value === 'oai_dc' || value === 'jats') return value;
  throw new OaiError('cannotDisseminateFormat', `"${value}" is not offered; use oai_dc (or jats for journal papers).`);
}

/** The set filter as API fields, for a format: jats is offered for journal papers only. */
function filterFor(set: string | undefined, prefix: 'jats' | undefined): { kinds: RecordKind[]; volume?: number } {
  const filter = setFilter(set);
  return prefix === 'jats' ? { ...filter, kinds: filter.kinds.filter((kind) => kind === 'paper') } : filter;
}

/** The set filter as API fields: a kind set limits the kinds walked, a volume set the volume. */
function setFilter(set: string | undefined): { kinds: RecordKind[]; volume?: number } {
  // "volume", the parent of the volume:N sets, holds every work (each has a volume).
  if (!set || set === 'volume') return { kinds: [...RECORD_KINDS] };
  if ((RECORD_KINDS as readonly string[]).includes(set)) return { kinds: [set as RecordKind] };
  const volume = /^volume:(\d{1,4})$/.exec(set);
  if (volume) return { kinds: [...RECORD_KINDS], volume: Number(volume[1]) };
  return { kinds: [] };
}

/** "; 13-27", "; Article number 1655" for a paper published without pages, or nothing. */
function locatorOf(record: ScholarlyRecord): string {
  const locator = locatorFact(record.pages, record.elocation);
  if (!locator) return '';
  return locator.term === 'Pages' ? `; ${locator.value}` : `; ${locator.term} ${locator.value}`;
}

export function registerOai(app: FastifyInstance, api: ApiReader, origin: string) {
  const baseUrl = `${origin}/oai`;
  const host = new URL(origin).hostname;
  const identifierOf = (record: Pick<ScholarlyRecord, 'kind' | 'id'>) => `oai:${host}:${record.kind}/${record.id}`;

  function parseIdentifier(identifier: string): { kind: RecordKind; id: number } | null {
    // Canonical ids only: "paper/01" names no item, though it reads as the number 1.
    const match = /^oai:([^:]+):(paper|thesis|conference)\/([1-9]\d{0,9})$/.exec(identifier);
    if (!match || match[1] !== host) return null;
    const id = Number(match[3]);
    return id >= 1 && id <= MAX_ID ? { kind: match[2] as RecordKind, id } : null;
  }

  /** The oai-identifier description, only when the host can be a repository identifier ("localhost" cannot). */
  function oaiIdentifierDescription(): string {
    if (!REPOSITORY_IDENTIFIER.test(host)) return '';
    return (
      '<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">' +
      `<scheme>oai</scheme>${element('repositoryIdentifier', host)}<delimiter>:</delimiter>` +
      `${element('sampleIdentifier', `oai:${host}:paper/1`)}</oai-identifier></description>`
    );
  }

  function header(record: ScholarlyRecord): string {
    const sets = [record.kind, ...(record.volume !== null ? [`volume:${record.volume}`] : [])];
    const setSpecs = sets.map((set) => `<setSpec>${escapeXml(set)}</setSpec>`).join('');
    return (
      `<header><identifier>${escapeXml(identifierOf(record))}</identifier>` +
      `<datestamp>${datestamp(record.updated_at)}</datestamp>${setSpecs}</header>`
    );
  }

  function dublinCore(record: ScholarlyRecord): string {
    const source =
      record.kind === 'paper'
        ? `${journal.name}; Vol. ${record.volume}${isContinuous(record.issue) ? '' : `, No. ${record.issue}`} ` +
          `(${record.year})${locatorOf(record)}; e-ISSN ${journal.eIssn}`
        : record.kind === 'conference'
          ? `${record.conference_name ?? ''}; ${journal.name} (${record.year})`
          : `${[record.degree, record.institution].filter(Boolean).join(', ')}; ${journal.name}, Vol. ${record.volume} (${record.year})`;
    const type =
      record.kind === 'paper'
        ? 'info:eu-repo/semantics/article'
        : record.kind === 'thesis'
          ? 'info:eu-repo/semantics/masterThesis'
          : 'info:eu-repo/semantics/conferenceObject';
    const isDoctoral = record.kind === 'thesis' && /\bph\.?\s?d\b|doctor/i.test(record.degree ?? '');
    return (
      '<metadata><oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
      'xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">' +
      element('dc:title', record.title) +
      record.authors.map((name) => element('dc:creator', name)).join('') +
      record.keywords.map((keyword) => element('dc:subject', keyword)).join('') +
      element('dc:description', record.abstract) +
      element('dc:publisher', journal.publisher) +
      element('dc:date', record.created_at.slice(0, 10)) +
      element('dc:type', isDoctoral ? 'info:eu-repo/semantics/doctoralThesis' : type) +
      element('dc:type', 'Text') +
      element('dc:format', 'application/pdf') +
      element('dc:identifier', origin + recordPath(record)) +
      element('dc:identifier', record.doi ? `https://doi.org/${record.doi}` : '') +
      element('dc:source', source) +
      element('dc:language', 'eng') +
      element('dc:rights', licenceOf(record.licence_url).url) +
      '</oai_dc:dc></metadata>'
    );
  }

  /** The JATS of journal papers by id, fetched for a whole page at once. */
  function jatsRecordsOf(records: ScholarlyRecord[]): Promise<Map<number, string>> {
    return jatsOfPapers(
      api,
      records.filter((record) => record.kind === 'paper').map((record) => record.id),
    );
  }

  /** A record's metadata: its JATS when the page was asked in jats, else Dublin Core. */
  function metadataOf(record: ScholarlyRecord, jats: Map<number, string> | null): string {
    if (!jats) return dublinCore(record);
    // A paper gone between the list and its JATS (deleted meanwhile) is sent without metadata, never in another format.
    const document = jats.get(record.id);
    return document ? jatsMetadata(document) : '';
  }

  function envelope(request: string, body: string): string {
    return (
      `${XML_DECLARATION}
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
      `xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">
<responseDate>${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}</responseDate>
${request}
${body}
</OAI-PMH>
`
    );
  }

  function requestElement(args: Record<string, string> | null): string {
    const attributes = args
      ? Object.entries(args)
          .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
          .join('')
      : '';
    return `<request${attributes}>${escapeXml(baseUrl)}</request>`;
  }

  async function totalOf(state: Pick<ListState, 'prefix' | 'from' | 'until' | 'set'>): Promise<number> {
    const filter = filterFor(state.set, state.prefix);
    let total = 0;
    for (const kind of filter.kinds) {
      const answer = await api.get('/metadataRecords', {
        kind,
        ...compact({ volume: filter.volume, from: state.from, until: state.until }),
        limit: 1,
      });
      total += answer.total;
    }
    return total;
  }

  /** One page of the list from a position, and the state after it (null when the list is complete). */
  async function listPage(state: ListState): Promise<{ records: ScholarlyRecord[]; next: ListState | null }> {
    const filter = filterFor(state.set, state.prefix);
    const records: ScholarlyRecord[] = [];
    let { kind, after } = state;
    while (records.length < OAI_PAGE_SIZE && kind < RECORD_KINDS.length) {
      const kindName = RECORD_KINDS[kind]!;
      if (!filter.kinds.includes(kindName)) {
        kind += 1;
        after = 0;
        continue;
      }
      const answer = await api.get('/metadataRecords', {
        kind: kindName,
        ...compact({ volume: filter.volume, from: state.from, until: state.until }),
        after_id: after,
        limit: OAI_PAGE_SIZE - records.length,
      });
      records.push(...answer.records);
      if (answer.next_after_id === null) {
        kind += 1;
        after = 0;
      } else {
        after = answer.next_after_id;
      }
    }
    const cursor = state.cursor + records.length;
    const more = kind < RECORD_KINDS.length && cursor < state.total;
    return { records, next: more ? { ...state, kind, after, cursor } : null };
  }

  function checkArguments(args: Record<string, string>): void {
    const verb = VERBS[args.verb ?? ''];
    if (!verb)
      throw new OaiError(
        'badVerb',
        args.verb === undefined ? 'The verb argument is missing.' : `"${args.verb}" is not an OAI-PMH verb.`,
      );
    const given = Object.keys(args).filter((name) => name !== 'verb');
    if (verb.exclusive && given.includes(verb.exclusive)) {
      if (given.length > 1) throw new OaiError('badArgument', `${verb.exclusive} is an exclusive argument.`);
      return;
    }
    for (const name of given) {
      if (!verb.required.includes(name) && !verb.optional.includes(name))
        throw new OaiError('badArgument', `"${name}" is not an argument of ${args.verb}.`);
    }
    for (const name of verb.required)
      if (!args[name]) throw new OaiError('badArgument', `${args.verb} needs the ${name} argument.`);
    const from = args.from === undefined ? undefined : parseDatestamp(args.from);
    const until = args.until === undefined ? undefined : parseDatestamp(args.until);
    if (from === null)
      throw new OaiError('badArgument', 'from must be a real date, YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.');
    if (until === null)
      throw new OaiError('badArgument', 'until must be a real date, YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.');
    if (from && until) {
      if (from.granularity !== until.granularity)
        throw new OaiError('badArgument', 'from and until must have the same granularity.');
      if (from.start > until.start) throw new OaiError('badArgument', 'from is later than until.');
    }
  }

  async function answer(args: Record<string, string>): Promise<string> {
    switch (args.verb) {
      case 'Identify': {
        const overview = await api.get('/metadataYears');
        return (
          '<Identify>' +
          element('repositoryName', journal.name) +
          element('baseURL', baseUrl) +
          '<protocolVersion>2.0</protocolVersion>' +
          element('adminEmail', journal.contact.email) +
          element('earliestDatestamp', datestamp(overview.earliest ?? '2022-01-01T00:00:00Z')) +
          '<deletedRecord>no</deletedRecord>' +
          `<granularity>${GRANULARITY}</granularity>` +
          oaiIdentifierDescription() +
          '</Identify>'
        );
      }
      case 'ListMetadataFormats': {
        if (args.identifier) {
          const parsed = parseIdentifier(args.identifier);
          if (!parsed || !(await readRecord(api, parsed.kind, parsed.id)))
            throw new OaiError('idDoesNotExist', `No item has the identifier ${args.identifier}.`);
        }
        return (
          '<ListMetadataFormats><metadataFormat><metadataPrefix>oai_dc</metadataPrefix>' +
          '<schema>http://www.openarchives.org/OAI/2.0/oai_dc.xsd</schema>' +
          '<metadataNamespace>http://www.openarchives.org/OAI/2.0/oai_dc/</metadataNamespace>' +
          '</metadataFormat>' +
          (args.identifier && !args.identifier.includes(':paper/') ? '' : JATS_FORMAT) +
          '</ListMetadataFormats>'
        );
      }
      case 'ListSets': {
        if (args.resumptionToken)
          throw new OaiError('badResumptionToken', 'ListSets is answered in one piece; there is nothing to resume.');
        const overview = await api.get('/metadataYears');
        const kindNames: Record<RecordKind, string> = {
          paper: 'Journal papers',
          thesis: 'Theses',
          conference: 'Conference papers',
        };
        const volumes = new Map<number, number>();
        for (const entry of overview.volumes) if (!volumes.has(entry.volume)) volumes.set(entry.volume, entry.year);
        const sets = [
          ...RECORD_KINDS.map((kind) => ({ spec: kind, name: kindNames[kind] })),
          { spec: 'volume', name: 'Volumes' },
          ...[...volumes]
            .sort(([a], [b]) => a - b)
            .map(([volume, year]) => ({ spec: `volume:${volume}`, name: `Volume ${volume} (${year})` })),
        ];
        const setList = sets.map(
          (set) => `<set><setSpec>${escapeXml(set.spec)}</setSpec><setName>${escapeXml(set.name)}</setName></set>`,
        );
        return `<ListSets>${setList.join('')}</ListSets>`;
      }
      case 'GetRecord': {
        const prefix = prefixOf(args.metadataPrefix);
        const parsed = parseIdentifier(args.identifier!);
        const record = parsed ? await readRecord(api, parsed.kind, parsed.id) : null;
        if (!record) throw new OaiError('idDoesNotExist', `No item has the identifier ${args.identifier}.`);
        if (prefix === 'jats' && record.kind !== 'paper')
          throw new OaiError('cannotDisseminateFormat', 'jats is offered for journal papers only; use oai_dc.');
        const metadata = prefix === 'jats' ? await jatsRecordsOf([record]) : null;
        return `<GetRecord><record>${header(record)}${metadataOf(record, metadata)}</record></GetRecord>`;
      }
      default: {
        const verb = args.verb as 'ListIdentifiers' | 'ListRecords';
        let state: ListState;
        if (args.resumptionToken) {
          state = decodeToken(args.resumptionToken);
        } else {
          const prefix = prefixOf(args.metadataPrefix) === 'jats' ? ('jats' as const) : undefined;
          const filter = { prefix, from: args.from, until: args.until, set: args.set };
          state = { ...compact(filter), kind: 0, after: 0, cursor: 0, total: await totalOf(filter) };
          if (state.total === 0) throw new OaiError('noRecordsMatch', 'No records match these arguments.');
        }
        const { records, next } = await listPage(state);
        if (records.length === 0 && args.resumptionToken)
          throw new OaiError('badResumptionToken', 'The resumptionToken is past the end of the list.');
        const metadata = verb === 'ListRecords' && state.prefix === 'jats' ? await jatsRecordsOf(records) : null;
        const items = records
          .map((record) =>
            verb === 'ListRecords'
              ? `<record>${header(record)}${metadataOf(record, metadata)}</record>`
              : header(record),
          )
          .join('\n');
        const token =
          next || state.cursor > 0
            ? `<resumptionToken completeListSize="${state.total}" cursor="${state.cursor}">${next ? encodeToken(next) : ''}</resumptionToken>`
            : '';
        return `<${verb}>\n${items}\n${token}</${verb}>`;
      }
    }
  }

  async function handle(args: Record<string, string>, repeated: string[], reply: FastifyReply) {
    reply.type('text/xml; charset=utf-8');
    try {
      // A repeated verb leaves no one verb to answer: badVerb; any other repeat is badArgument.
      if (repeated.includes('verb')) throw new OaiError('badVerb', 'The verb argument is repeated.');
      if (repeated.length > 0) throw new OaiError('badArgument', `The ${repeated[0]} argument is repeated.`);
      checkArguments(args);
      const body = await answer(args);
      // eslint-disable-next-line @typescript-eslint/return-await -- Fastify: an async handler returns the reply it sent
      return reply.send(envelope(requestElement(args), body));
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      // badVerb and badArgument answers echo no arguments (section 3.2 of the protocol).
      const echo = error.code === 'badVerb' || error.code === 'badArgument' ? null : args;
      return reply.send(
        envelope(requestElement(echo), `<error code="${error.code}">${escapeXml(error.message)}</error>`),
      );
    }
  }

  function readArguments(query: string): { args: Record<string, string>; repeated: string[] } {
    const params = new URLSearchParams(query);
    const args: Record<string, string> = {};
    const repeated: string[] = [];
    for (const [name, value] of params) {
      if (name in args) repeated.push(name);
      args[name] = value;
    }
    return { args, repeated };
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8_192 },
      (_request, body, done) => done(null, body),
    );
    scope.get('/oai', async (request, reply) => {
      const { args, repeated } = readArguments(request.url.split('?')[1] ?? '');
      return handle(args, repeated, reply);
    });
    scope.post('/oai', async (request, reply) => {
      const { args, repeated } = readArguments(typeof request.body === 'string' ? request.body : '');
      return handle(args, repeated, reply);
    });
  });
}

function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== ''),
  ) as Partial<T>;
}
