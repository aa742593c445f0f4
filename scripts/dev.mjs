// `npm run dev`: every app rebuilt on change (vite build --watch) and served as in production, with the
// API restarting on change. Reload the browser to see a change. A section team working on one remote
// alone uses that remote's own `npm run dev` (a dev harness with hot reload) instead.
import concurrently from 'concurrently';
import path from 'node:path';
import { exitIfPortsTaken } from './portsInUse.mjs';
import { ports, root, sections, servingCommands } from './services.mjs';

const p = ports();
await exitIfPortsTaken(p);
const apps = ['shell', ...Object.keys(sections).map((name) => `mfe-${name}`)];
const builders = apps.map((app) => ({
  name: `build:${app}`,
  command: `${path.join(root, 'node_modules/.bin/vite')} build --watch --logLevel warn`,
  cwd: path.join(root, app),
  prefixColor: 'gray',
}));

// The servers need a first build to exist; `npm run build` once, then watch.
const { result } = concurrently([...builders, ...servingCommands(p, { watchApi: true })], {
  prefix: 'name',
  killOthersOn: ['failure'],
});
console.log(`\nDevelopment site: http://localhost:${p.site}\n`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
