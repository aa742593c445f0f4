// Stands in for a script a workspace has no work for (every workspace answers to the same script names:
// dev, build, serve, test, typecheck, lint), and says why instead of failing or doing nothing silently.
const [workspace, script, ...reason] = process.argv.slice(2);
console.log(`${workspace}: nothing to ${script}: ${reason.join(' ')}`);
