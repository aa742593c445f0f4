import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor } from './cachePolicy.ts';

export interface StaticFilesOptions {
  /** Absolute path of the built files (a dist folder). */
  root: string;
  /** Serve index.html for "/"? The site server renders its HTML itself, so it says no. */
  index: boolean;
}

/**
 * Compressed static files with the cache policy. Files are looked up on each request, so a rebuilt
 * remote is served without restarting its server.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: options.root,
    index: options.index ? ['index.html'] : false,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply: FastifyReply, filePath: string) {
      const urlPath = '/' + filePath.slice(options.root.length).replace(/\\/g, '/').replace(/^\/+/, '');
      reply.header('Cache-Control', cacheControlFor(urlPath));
    },
  });
}
