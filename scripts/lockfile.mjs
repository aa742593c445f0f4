// Keeps package-lock.json installable with `npm ci` from the registry this project is built against.
// Why it exists: docs/contributing.md, "The lockfile".
//
// Some packages list a native binding per platform as optional dependencies (knip's oxc-parser does).
// When the registry does not carry every platform's binding, `npm install` records the optional
// dependency on the parent but writes no entry for the binding, and `npm ci` then refuses the lock as
// "out of sync" (it reports `Missing: @scope/binding-…@`). Optional dependencies that have no entry
// anywhere in the lock can never be installed from it, so dropping them changes nothing that installs.
//
//   node scripts/lockfile.mjs          fails, naming them, if the lock has such dangling entries
//   node scripts/lockfile.mjs --fix    removes them (run it after `npm install` changes the lock)
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const installed = new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')));

const dangling = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const kept = Object.entries(entry.optionalDependencies).filter(([name]) => installed.has(name));
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!installed.has(name)) dangling.push(`${path || '(root)'} → ${name}`);
  }
  if (process.argv.includes('--fix')) entry.optionalDependencies = Object.fromEntries(kept);
}

if (dangling.length === 0) {
  console.log('package-lock.json: every optional dependency has an entry.');
} else if (process.argv.includes('--fix')) {
  writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
  console.log(`package-lock.json: removed ${dangling.length} optional dependencies the registry does not carry.`);
} else {
  console.error(
    `package-lock.json lists ${dangling.length} optional dependencies with no entry, so \`npm ci\` will refuse it:\n  ` +
      dangling.join('\n  ') +
      '\nRun `node scripts/lockfile.mjs --fix` (docs/contributing.md, "The lockfile").',
  );
  process.exit(1);
}
