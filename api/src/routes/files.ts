import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { conferenceArticle, paperArticle, thesisArticle } from '../files/articles.ts';
import type { UsageKind } from '../usage/usageCounter.ts';
import { PdfQueueFull } from '../files/pdfWorkers.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

const errorRef = { $ref: 'ErrorAnswer#' };

function fileSchema(summary: string, description: string, example: string) {
  return {
    tags: ['Files'],
    summary,
    description:
      `${description} Public: no Authorization header. Typeset at import; otherwise generated on ` +
      `first request by a worker pool (off the event loop) and cached on disk.`,
    security: [],
    params: {
      type: 'object',
      properties: { file: { type: 'string', description: `File name, e.g. ${example}` } },
      required: ['file'],
    },
    response: {
      200: {
        description: 'The PDF.',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      404: { ...errorRef, description: 'No such file.' },
    },
  };
}

function sendPdf(reply: FastifyReply, bytes: Buffer, filename: string) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${filename}"`)
    .header('Cache-Control', 'public, max-age=86400')
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}

/** The PDF, or 503 with Retry-After when the generation queue is full (pdfWorkers.ts). */
async function sendGenerated(reply: FastifyReply, make: () => Promise<Buffer>, filename: string) {
  let bytes: Buffer;
  try {
    bytes = await make();
  } catch (error) {
    if (!(error instanceof PdfQueueFull)) throw error;
    return reply
      .code(503)
      .header('Retry-After', String(error.retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .send(errorBody(503, error.message));
  }
  return sendPdf(reply, bytes, filename);
}

const notFound = () => new HttpError(404, 'File not found');

/** GET /files/*: the PDFs the data link to, on the site's own host (the site server proxies /files). */
export const fileRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { archive, thesis, conference, pdfs, pdfWorkers, usage },
) => {
  // A GET of the whole file or its first range is a download (COUNTER Total_Item_Requests); a HEAD is not.
  const countDownload = async (request: FastifyRequest, kind: UsageKind, id: number) => {
    if (request.method !== 'GET' || /^bytes=(?!0-)/.test(request.headers.range ?? '')) return;
    try {
      await usage.count({ kind, id, metric: 'download', ip: request.ip, userAgent: request.headers['user-agent'] });
    } catch (error) {
      // A count that fails (the database busy past its timeout) must not cost the reader the file.
      request.log.warn({ err: error }, 'download not counted');
    }
  };
  // Each client's share of the PDF workers is its own (pdfWorkers.ts); a full queue is a 503 (below).
  const renderPdfFor = (client: string) => (article: Parameters<typeof pdfWorkers.render>[0]) =>
    pdfWorkers.render(article, client);

  app.get<{ Params: { file: string } }>(
    '/files/papers/:file',
    {
      config: { public: true },
      schema: fileSchema(
        'PDF of an archive paper',
        'paper_url of a paper: /files/papers/{paper_uniqueid}.pdf.',
        'IJCRI-2024-V3I2-007.pdf',
      ),
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9-]{1,64})\.pdf$/.exec(request.params.file);
      const row = match?.[1] ? await archive.rowByUniqueId(match[1].toUpperCase()) : undefined;
      const moved = !row && match?.[1] ? await archive.movedUniqueId(match[1].toUpperCase()) : undefined;
      // A paper re-imported into another issue: its old PDF address moves for good (docs/content.md).
      if (moved) return reply.redirect(`/files/papers/${moved}.pdf`, 301);
      if (!row) throw notFound();
      await countDownload(request, 'paper', row.paper_id);
      return sendGenerated(
        reply,
        () => pdfs.get('papers', row.paper_uniqueid, () => renderPdfFor(request.ip)(paperArticle(row))),
        `${row.paper_uniqueid}.pdf`,
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    '/files/theses/:file',
    {
      config: { public: true },
      schema: fileSchema('PDF of a thesis', 'paper_url of a thesis: /files/theses/{id}.pdf.', '4.pdf'),
    },
    async (request, reply) => {
      const match = /^(\d{1,10})\.pdf$/.exec(request.params.file);
      const row = match ? await thesis.rowById(Number(match[1])) : undefined;
      if (!row) throw notFound();
      await countDownload(request, 'thesis', row.id);
      return sendGenerated(
        reply,
        () => pdfs.get('theses', String(row.id), () => renderPdfFor(request.ip)(thesisArticle(row))),
        `${row.uniqueid}.pdf`,
      );
    },
  );

  app.get<{ Params: { file: string } }>(
    '/files/conference/:file',
    {
      config: { public: true },
      schema: fileSchema(
        'PDF of a conference paper',
        'pdf_url of a conference paper: /files/conference/{id}.pdf.',
        '12.pdf',
      ),
    },
    async (request, reply) => {
      const match = /^(\d{1,10})\.pdf$/.exec(request.params.file);
      const row = match ? await conference.rowById(Number(match[1])) : undefined;
      const category = row ? await conference.category(row.conference_id) : undefined;
      if (!row || !category) throw notFound();
      await countDownload(request, 'conference', row.id);
      return sendGenerated(
        reply,
        () => pdfs.get('conference', String(row.id), () => renderPdfFor(request.ip)(conferenceArticle(row, category))),
        `${row.uniqueid}.pdf`,
      );
    },
  );
};
