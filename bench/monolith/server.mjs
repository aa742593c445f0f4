// The monolith's site server (bench only): the shell's own site server (site-server/src/app.ts) on the
// monolith's build, with the same API, configuration and first HTML as the composed site. Instead of a
// remote's hints, a page gets `modulepreload` hints for its section's chunk (from Vite's manifest), so
// the monolith fetches its section's code as early as the composed site fetches the remote's.
//   node --import tsx bench/monolith/server.mjs   (PORT, API_URL, REMOTE_*_URL as for the site server)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignals } from '@journal/server-kit';
import { buildSiteServer } from '../../site-server/src/app.ts';
import { readConfig } from '../../site-server/src/config.ts';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every chunk a manifest entry imports, itself included, and their stylesheets; `skip`: chunks not to follow. */
function chunkFiles(key, skip = new Set(), seen = new Set()) {
  if (seen.has(key) || !manifest[key] || skip.has(manifest[key].file)) return { scripts: [], styles: [] };
  seen.add(key);
  const entry = manifest[key];
  const files = { scripts: [entry.file], styles: [...(entry.css ?? [])] };
  for (const imported of entry.imports ?? []) {
    const more = chunkFiles(imported, skip, seen);
    files.scripts.push(...more.scripts);
    files.styles.push(...more.styles);
  }
  return files;
}

// What index.html loads already (its stylesheet is inlined) needs no hint.
const alreadyLoaded = new Set(chunkFiles('index.html').scripts);

function sectionTags(section) {
  const { scripts, styles } = chunkFiles(`../mfe-${section}/src/routes.tsx`, alreadyLoaded);
  return [
    ...scripts.map((file) => `<link rel="modulepreload" href="/${file}" crossorigin>`),
    ...styles.map((file) => `<link rel="preload" href="/${file}" as="style" crossorigin>`),
  ].join('');
}

const config = readConfig({ ...process.env, SHELL_DIST: dist });
const app = await buildSiteServer(config, {
  remoteHints: { tagsFor: sectionTags, refreshAll: () => Promise.resolve() },
});
closeOnSignals(app, 'monolith site server');
await app.listen({ port: config.port, host: config.host });
console.log(`monolith site server at ${config.siteUrl}`);
