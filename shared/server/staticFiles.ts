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
  // No file is named with a NUL or a 256-character part: such an address is simply not found (the
  // site server's 404 page), instead of the static plugin's bare 403 "Forbidden".
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === '/*' && cannotNameAFile(request.url)) return reply.callNotFound();
  });
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

function cannotNameAFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.includes('\0') || decoded.split('/').some((part) => Buffer.byteLength(part) > 255);
}
