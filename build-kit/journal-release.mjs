#!/usr/bin/env node
// `journal-release`, run in a remote's folder (npm run release -w mfe-thesis -- <command>):
//   list              every kept build of dist/, oldest first, the current one marked, with the shared
//                     and contract versions it was built against and whether the live site runs it
//   rollback [<id>]   publish the newest build before the current one that the live site runs, or the given one
//   publish <id>      the same for any kept build (roll forward again)
// REMOTE_DIST names another dist folder (a static host's document root); JOURNAL_LIVE_SITE the live
// site (its address or the shell's deployed build). See docs/deployment.md.
import path from 'node:path';
import { readLiveSite } from './liveSite.mjs';
import { buildRefusals, listBuilds, publishCompatible, rollback } from './release.mjs';

const [command, id] = process.argv.slice(2);
const dist = path.resolve(process.env.REMOTE_DIST ?? 'dist');

function printList(live) {
  const builds = listBuilds(dist);
  if (builds.length === 0) console.log(`${dist} holds no released build: run "npm run build" first.`);
  for (const build of builds) {
    const reasons = buildRefusals(dist, build.id, live);
    const verdict = !live ? '' : reasons.length === 0 ? '  runs on the live site' : `  refused: ${reasons.join('; ')}`;
    console.log(
      `${build.current ? '*' : ' '} ${build.id}  shared ${build.sharedVersion ?? '?'}  contract ` +
        `${build.contractVersion ?? '?'}  built ${build.builtAt}${verdict}`,
    );
  }
  console.log(
    live
      ? `live site (${live.source}): shared ${live.sharedVersion}  contract ${live.contractVersion ?? '?'}`
      : "no live site to check against (set JOURNAL_LIVE_SITE to its address or the shell's dist folder)",
  );
}

try {
  if (command === 'list') {
    printList(await readLiveSite({ remoteRoot: process.cwd() }));
  } else if (command === 'rollback') {
    const live = await readLiveSite({ remoteRoot: process.cwd() });
    console.log(`published ${rollback(dist, id, live)} in ${dist}`);
  } else if (command === 'publish' && id) {
    publishCompatible(dist, id, await readLiveSite({ remoteRoot: process.cwd() }));
    console.log(`published ${id} in ${dist}`);
  } else {
    console.error('usage: journal-release list | rollback [<build id>] | publish <build id>');
    process.exit(2);
  }
} catch (error) {
  console.error(`journal-release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
