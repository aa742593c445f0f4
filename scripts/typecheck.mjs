// Type-checks every workspace against its own tsconfig (strict settings from tsconfig.base.json).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './services.mjs';

const workspaces = [
  'shared',
  'build-kit',
  'server-kit',
  'api',
  'shell',
  'site-server',
  'mfe-archives',
  'mfe-conference',
  'mfe-thesis',
  'mfe-info',
  'tests',
];
let failed = 0;
for (const workspace of workspaces) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['-p', workspace, '--noEmit'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${workspace}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
