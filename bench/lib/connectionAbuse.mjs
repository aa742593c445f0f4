// Connection abuse against one server (docs/reliability.md, "Connections"): what the timeouts and caps of
// server-kit/src/connectionLimits.ts do, timed here and not in unit tests. Every address is loopback
// (127.0.0.0/8), so nothing leaves the machine.
//   idle:      sockets that send nothing; seconds until the server has closed them all
//   slowloris: sockets that send one header line every 2 s and never finish; seconds until all closed
//   flood:     `perAddress` idle sockets from each of `addresses` addresses; then a reader from 127.0.0.1
//              asks for `path` and must be answered
import net from 'node:net';

function openSocket(port, localAddress) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  socket.on('error', () => {});
  const closed = new Promise((resolve) => socket.once('close', () => resolve(performance.now())));
  return { socket, closed };
}

async function secondsUntilAllClosed(sockets, started, limitMs) {
  const ends = await Promise.all(
    sockets.map(({ closed }) => Promise.race([closed, new Promise((r) => setTimeout(() => r(null), limitMs))])),
  );
  const open = ends.filter((end) => end === null).length;
  const last = Math.max(...ends.filter((end) => end !== null).map((end) => end - started), 0);
  return { seconds: Number((last / 1000).toFixed(1)), stillOpen: open };
}

export async function connectionAbuse(
  name,
  base,
  path,
  { idle = 200, slow = 50, addresses = 70, perAddress = 60 } = {},
) {
  const port = Number(new URL(base).port);
  const result = { name };

  let started = performance.now();
  const idleSockets = Array.from({ length: idle }, () => openSocket(port, '127.0.0.5'));
  result.idle = await secondsUntilAllClosed(idleSockets, started, 60_000);

  started = performance.now();
  const slowSockets = Array.from({ length: slow }, () => openSocket(port, '127.0.0.6'));
  for (const { socket } of slowSockets) socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n`);
  const drip = setInterval(() => {
    for (const { socket } of slowSockets) if (!socket.destroyed) socket.write('X-Slow: 1\r\n');
  }, 2000);
  result.slowloris = await secondsUntilAllClosed(slowSockets, started, 60_000);
  clearInterval(drip);

  const flood = [];
  for (let a = 0; a < addresses; a++) {
    const from = `127.0.${10 + Math.floor(a / 250)}.${1 + (a % 250)}`;
    for (let i = 0; i < perAddress; i++) flood.push(openSocket(port, from));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const asked = performance.now();
  let status = 0;
  try {
    const response = await fetch(base + path, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  }
  result.flood = {
    sockets: flood.length,
    readerStatus: status,
    readerMs: Math.round(performance.now() - asked),
  };
  for (const { socket } of flood) socket.destroy();
  return result;
}

/** A markdown table of the results, for docs/reliability.md. */
export function abuseTable(results) {
  const lines = [
    '| server | idle sockets closed after | slowloris closed after | flood sockets | reader during the flood |',
    '|---|---|---|---|---|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.name} | ${r.idle.seconds} s (${r.idle.stillOpen} left) | ${r.slowloris.seconds} s ` +
        `(${r.slowloris.stillOpen} left) | ${r.flood.sockets} | ${r.flood.readerStatus || 'no answer'} in ${r.flood.readerMs} ms |`,
    );
  return lines.join('\n');
}

/** Runs alone against servers already running: node bench/lib/connectionAbuse.mjs name=url/path ... */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const results = [];
  for (const arg of process.argv.slice(2)) {
    const [name, address] = arg.split('=');
    const url = new URL(address);
    results.push(await connectionAbuse(name, url.origin, url.pathname));
  }
  console.log(abuseTable(results));
}
