import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { RouteDeps } from './deps.ts';

/** Content types of what an article package may hold; anything else is sent as a download. */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The names the importer writes (figureImages.ts): a folder from the DOI, a file with a content hash. */
const FOLDER = /^[a-z0-9][a-z0-9.-]{0,200}$/;
const FILE = /^[A-Za-z0-9_-]{1,80}\.[a-z0-9]{1,8}$/;

/**
 * GET /files/figures/{article}/{file}: an imported article's figure images (WebP renditions and the
 * original) and its media and supplementary files. Each name holds a hash of the file's bytes, so
 * a file never changes under its name and may be cached for a year.
 */
export const figureFileRoutes: FastifyPluginAsync<RouteDeps> = async (app, { filesDir }) => {
  app.get<{ Params: { article: string; file: string } }>(
    '/files/figures/:article/:file',
    {
      config: { public: true },
      schema: {
        tags: ['Files'],
        summary: 'A figure image or supplementary file of an imported article',
        description:
          'The addresses an imported article’s full text gives its images (srcset) and files. Public: no Authorization header.',
        security: [],
        params: {
          type: 'object',
          properties: {
            article: { type: 'string', description: 'The article’s DOI in lower case, other characters as "-".' },
            file: { type: 'string', description: 'File name, e.g. fig1-0a1b2c3d4e-960.webp' },
          },
          required: ['article', 'file'],
        },
        response: {
          200: {
            description: 'The file.',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          404: { $ref: 'ErrorAnswer#', description: 'No such file.' },
        },
      },
    },
    async (request, reply) => {
      const { article, file } = request.params;
      if (!FOLDER.test(article) || article.includes('..') || !FILE.test(file))
        throw new HttpError(404, 'File not found');
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(path.join(filesDir, 'figures', article, file));
      } catch {
        throw new HttpError(404, 'File not found');
      }
      const extension = file.split('.').pop() ?? '';
      const type = TYPES[extension];
      return reply
        .type(type ?? 'application/octet-stream')
        .header('Content-Disposition', `${type ? 'inline' : 'attachment'}; filename="${file}"`)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  );
};
