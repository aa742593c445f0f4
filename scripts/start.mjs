// `npm start` (after the build) and `npm run serve`: the whole site on built files, one Ctrl-C stops all.
// A part that exits with a failure (a crash, out of memory, kill -9) is restarted after 0.1 s, then 0.2 s,
// 0.4 s, ... up to 30 s while it keeps failing, and the others keep serving; a part that exits cleanly stays
// stopped. SIGINT, SIGTERM or the end of npm stop every part (scripts/supervise.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitIfPortsTaken } from './portsInUse.mjs';
import { ports, root, sections, servingCommands } from './services.mjs';
import { supervise } from './supervise.mjs';

const missing = ['api', 'shell', ...Object.keys(sections).map((name) => `mfe-${name}`)].filter(
  (app) => !existsSync(path.join(root, app, 'dist')),
);
if (missing.length > 0) {
  console.error(`Not built yet: ${missing.join(', ')}. Run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

const p = ports();
await exitIfPortsTaken(p);
supervise(servingCommands(p), { prefix: 'name' });
console.log(`\nThe journal site: http://localhost:${p.site}  (API http://localhost:${p.api})\n`);
