// Which scripts make the Total Blocking Time: one Lighthouse mobile run (simulated 4x CPU, slow 4G) of
// the home page, the paper list, the paper details and the article with 40 figures and 800 formulas
// (bench/lib/heavyArticle.mjs) on built files, printing its `long-tasks` and
// `bootup-time` audits. Not part of the bench's table; run it after `npm run build`:
//   BENCH_PORT_OFFSET=40000 BENCH_DIR=/tmp/bench-x node bench/longTasks.mjs
import { importHeavyArticle } from './lib/heavyArticle.mjs';
import { runLighthouse, withLighthouseChrome } from './lighthouse.mjs';
import { sampleRoutes, siteUrl, startSite } from './lib/site.mjs';

const short = (url) =>
  String(url)
    .replace(/^https?:\/\/localhost:\d+\//, '')
    .replace(/^.*\/(assets\/)/, '$1');

const site = await startSite();
try {
  const routes = await sampleRoutes();
  const heavy = await importHeavyArticle();
  await withLighthouseChrome(async (port) => {
    for (const route of [routes.home, routes.paperList, routes.paperDetails, heavy.route]) {
      const { lhr } = await runLighthouse(siteUrl + route.path, { port, onlyCategories: ['performance'] });
      console.log(
        `\n== ${route.name}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms, ` +
          `score ${Math.round(lhr.categories.performance.score * 100)}`,
      );
      console.log('long tasks (simulated ms, start ms, script):');
      for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
        console.log(`  ${Math.round(task.duration)}\t${Math.round(task.startTime)}\t${short(task.url)}`);
      }
      console.log('bootup time (ms: total, scripting, parse+compile):');
      for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8)) {
        console.log(
          `  ${Math.round(item.total)}\t${Math.round(item.scripting)}\t${Math.round(item.scriptParseCompile)}\t${short(item.url)}`,
        );
      }
      console.log('main thread by category (ms):');
      for (const item of lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
        console.log(`  ${Math.round(item.duration)}\t${item.groupLabel}`);
    }
  });
} finally {
  await site.stop();
}
