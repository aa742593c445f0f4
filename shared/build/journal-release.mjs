#!/usr/bin/env node
// `journal-release`, run in a remote's folder (npm run release -w mfe-thesis -- <command>):
//   list              every kept build of dist/, oldest first, the current one marked
//   rollback [<id>]   publish the build before the current one, or the given one
//   publish <id>      the same for any kept build (roll forward again)
// REMOTE_DIST names another dist folder (a static host's document root). See docs/deployment.md.
import path from 'node:path';
import { listBuilds, publishBuild, rollback } from './release.mjs';

const [command, id] = process.argv.slice(2);
const dist = path.resolve(process.env.REMOTE_DIST ?? 'dist');

try {
  if (command === 'list') {
    const builds = listBuilds(dist);
    if (builds.length === 0) console.log(`${dist} holds no released build: run "npm run build" first.`);
    for (const build of builds)
      console.log(
        `${build.current ? '*' : ' '} ${build.id}  shared ${build.sharedVersion ?? '?'}  built ${build.builtAt}`,
      );
  } else if (command === 'rollback') {
    console.log(`published ${rollback(dist, id)} in ${dist}`);
  } else if (command === 'publish' && id) {
    publishBuild(dist, id);
    console.log(`published ${id} in ${dist}`);
  } else {
    console.error('usage: journal-release list | rollback [<build id>] | publish <build id>');
    process.exit(2);
  }
} catch (error) {
  console.error(`journal-release: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
