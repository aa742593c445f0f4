// Which of the site's ports another process already holds. `npm start`, `npm run serve` and `npm run dev`
// ask before they start anything: a server that cannot bind its port exits and is restarted for ever
// (scripts/supervise.mjs), while the process that holds the port answers in its place: an end-to-end
// run would then test a site server left over from another checkout (docs/architecture.md, "Ports and
// processes").
import net from 'node:net';

/** True when something already listens on `port` at `host` (the servers' own HOST, 127.0.0.1 by default). */
function inUse(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/** The `[name, port]` pairs of `named` whose port is taken. */
export async function portsInUse(named, host = process.env.HOST ?? '127.0.0.1') {
  const taken = [];
  for (const [name, port] of named) if (await inUse(port, host)) taken.push([name, port]);
  return taken;
}

/** Ends the process with a message naming each taken port of the site's `ports()`, before anything starts. */
export async function exitIfPortsTaken(p) {
  const taken = await portsInUse([['site', p.site], ['api', p.api], ...Object.entries(p.remotes)]);
  if (taken.length === 0) return;
  const list = taken.map(([name, port]) => `${port} (${name})`).join(', ');
  console.error(
    `Port ${list} already in use by another process: stop it (an earlier npm start?) or move this site's ` +
      `ports with JOURNAL_PORT_OFFSET=<number>. Nothing was started.`,
  );
  process.exit(1);
}
