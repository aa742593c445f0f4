// `npm start` (after the build) and `npm run serve`: the whole site on built files, one Ctrl-C stops all.
// A part that exits with a failure (a crash, out of memory, kill -9) is restarted by concurrently after
// 1 s, then 2 s, 4 s, ... (restartDelay 'exponential'), while the others keep serving; a part that exits
// cleanly (SIGTERM: every server finishes its requests and exits 0) stays stopped.
import concurrently from 'concurrently';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ports, root, sections, servingCommands } from './services.mjs';

const missing = ['shell', ...Object.keys(sections).map((name) => `mfe-${name}`)].filter(
  (app) => !existsSync(path.join(root, app, 'dist')),
);
if (missing.length > 0) {
  console.error(`Not built yet: ${missing.join(', ')}. Run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

const p = ports();
const { result } = concurrently(servingCommands(p), {
  prefix: 'name',
  restartTries: -1,
  restartDelay: 'exponential',
});
console.log(`\nThe journal site: http://localhost:${p.site}  (API http://localhost:${p.api})\n`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
