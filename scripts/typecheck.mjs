// Type-checks every workspace against its own tsconfig (strict settings from tsconfig.base.json), as many
// at a time as the machine has cores (each tsc uses one). concurrently prints each workspace's messages
// together, prefixed with its name, once it is done.
import concurrently from 'concurrently';
import os from 'node:os';
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

const tsc = path.join(root, 'node_modules/.bin/tsc');
const { result } = concurrently(
  workspaces.map((workspace) => ({ name: workspace, command: `"${tsc}" -p ${workspace} --noEmit`, cwd: root })),
  { maxProcesses: os.availableParallelism(), group: true, prefixColors: ['dim'] },
);
const outcomes = await result.catch((failures) => failures);
const failed = outcomes.filter((outcome) => outcome.exitCode !== 0).map((outcome) => outcome.command.name);
for (const workspace of workspaces) console.log(`${failed.includes(workspace) ? 'FAIL' : 'ok  '} ${workspace}`);
process.exit(failed.length > 0 ? 1 : 0);
