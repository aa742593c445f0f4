// `npm start` (after the build) and `npm run serve`: the whole site on built files, one Ctrl-C stops all.
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
  killOthersOn: ['failure', 'success'],
  restartTries: 0,
});
console.log(`\nThe journal site: http://localhost:${p.site}  (API http://localhost:${p.api})\n`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
