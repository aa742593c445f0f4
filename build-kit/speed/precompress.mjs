// Brotli and gzip copies of every built script and stylesheet, written beside the file at build time
// (`x.js.br`, `x.js.gz`), which the servers send as they are (server-kit staticFiles.ts, nginx
// `gzip_static`). Compressing each answer on the fly uses brotli quality 4 (@fastify/compress's
// default: quality 11 costs too much per request); quality 11 once at build time sends about a fifth
// fewer JS bytes on a first load (README.md beside this file).
// Written here, with node:zlib, rather than with a compression plugin: the copies must be made before a
// remote's release step moves its build into builds/<id> (build-kit/release.mjs, closeBundle), and
// manifests, which that step rewrites afterwards, must not get copies that would go stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller files are sent as they are, as @fastify/compress does (its `threshold`). */
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|css)$/;

export function precompressedCopies() {
  let outDir;
  return {
    name: 'journal:precompressed-copies',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the other plugins' writeBundle (the federation plugin's included): the files as written.
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(_options, bundle) {
        for (const fileName of Object.keys(bundle)) {
          if (!COMPRESSIBLE.test(fileName)) continue;
          const file = path.join(outDir, fileName);
          const content = readFileSync(file);
          if (content.length < THRESHOLD_BYTES) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
