import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, IMMUTABLE } from './cachePolicy.ts';

const UNUSED_ON_IMMUTABLE = ['ETag', 'Last-Modified', 'Accept-Ranges'];

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
    if (request.routeOptions.url === '/*' && (cannotNameAFile(request.url) || isPrivateFile(request.url))) {
      reply.callNotFound();
      // An async hook must return the reply once it has answered, or Fastify runs the route as well (the
      // page is then sent twice: uncompressed, under the compressed answer's headers).
      return reply;
    }
  });
  // Answers built here (pages, JSON, the API proxy's) are compressed on the fly; built files come with
  // their own brotli and gzip copies (build-kit/speed/precompress.mjs), which are sent instead, and which
  // this plugin then leaves alone (it skips an answer that already has a Content-Encoding).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: options.root,
    index: options.index ? ['index.html'] : false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply: FastifyReply, filePath: string) {
      // The file sent may be the copy (`x.js.br`): its cache rule is the one of the address asked for.
      const urlPath = ('/' + filePath.slice(options.root.length).replace(/\\/g, '/').replace(/^\/+/, '')).replace(
        /\.(?:br|gz)$/,
        '',
      );
      const cacheControl = cacheControlFor(urlPath);
      reply.header('Cache-Control', cacheControl);
      // A file that never changes is never asked for again with a validator or for a byte range, so
      // these headers would only add bytes to every script of a first load
      // (build-kit/speed/README.md). Files revalidated on each use keep their validators.
      if (cacheControl === IMMUTABLE) for (const name of UNUSED_ON_IMMUTABLE) reply.removeHeader(name);
    },
  });
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
}

function cannotNameAFile(url: string): boolean {
  const decoded = decodedPath(url);
  return decoded === null || decoded.includes('\0') || decoded.split('/').some((part) => Buffer.byteLength(part) > 255);
}

/**
 * Build files that are for the build, not for readers: Vite's manifest (`.vite/`), the federation
 * plugin's stats (the whole module graph with source paths), the raw `index.html` template (the site
 * server renders pages from it; a remote's is never used). Every dotfile and dot-folder is refused
 * too, whatever a build or an editor leaves behind (`.env`, `.git`, `.DS_Store`). All are plain 404s.
 */
const BUILD_ONLY_FILES = new Set(['mf-stats.json', 'index.html']);

export function isPrivateFile(url: string): boolean {
  const parts = (decodedPath(url) ?? '').split(/[\\/]/);
  return parts.some((part) => part.startsWith('.')) || BUILD_ONLY_FILES.has(parts.at(-1) ?? '');
}
