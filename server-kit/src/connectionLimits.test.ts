// @vitest-environment node
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, limitConnections } from './connectionLimits.ts';

/**
 * Which connection goes when a cap is reached. No timing is tested here (the bench's load group
 * measures the timeouts): each step waits for the server's answer or for a socket to close.
 */
const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const close of cleanup.splice(0)) close();
});

async function start(total: number, perAddress: number) {
  const server = http.createServer((request, response) => {
    // /slow stays busy until the test ends: a connection mid-answer is never shed.
    if (request.url === '/slow') {
      response.write('working');
      return;
    }
    response.end('ok');
  });
  limitConnections(server, { ...DEFAULT_CONNECTION_LIMITS, total, perAddress });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return (server.address() as AddressInfo).port;
}

/** A socket from `from`; `open()` says whether the server has not closed it. */
async function connect(port: number, from: string) {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  cleanup.push(() => socket.destroy());
  let open = true;
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      open = false;
      resolve();
    }),
  );
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  return { socket, closed, open: () => open };
}

/** Sends a request on `socket` and waits for the first bytes of the answer. */
async function ask(socket: net.Socket, url: string) {
  const answered = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
  socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
  return answered;
}

describe('connection caps', () => {
  it('shed the oldest idle connection of an address over its cap, not the newcomer', async () => {
    const port = await start(100, 3);
    const first = await connect(port, '127.0.0.2');
    const second = await connect(port, '127.0.0.2');
    const third = await connect(port, '127.0.0.2');
    const fourth = await connect(port, '127.0.0.2');
    await first.closed;
    expect([second.open(), third.open(), fourth.open()]).toEqual([true, true, true]);
    expect(await ask(fourth.socket, '/')).toMatch(/^HTTP\/1.1 200/);
  });

  it('keep a connection that has sent a request over an older one that never did', async () => {
    const port = await start(100, 2);
    const silent = await connect(port, '127.0.0.2');
    const reader = await connect(port, '127.0.0.2');
    await ask(reader.socket, '/');
    await connect(port, '127.0.0.2');
    await silent.closed;
    expect(reader.open()).toBe(true);
  });

  it('let a reader in when a flood from many addresses fills the global cap', async () => {
    const port = await start(6, 6);
    const flood = [];
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      flood.push(await connect(port, from), await connect(port, from));
    }
    const reader = await connect(port, '127.0.0.1');
    expect(await ask(reader.socket, '/')).toMatch(/^HTTP\/1.1 200/);
    await flood[0]?.closed;
    expect(flood.filter((socket) => socket.open())).toHaveLength(5);
  });

  it('refuse a newcomer only when every connection of its address is busy', async () => {
    const port = await start(100, 1);
    const busy = await connect(port, '127.0.0.2');
    await ask(busy.socket, '/slow');
    const newcomer = await connect(port, '127.0.0.2');
    await newcomer.closed;
    expect(busy.open()).toBe(true);
  });
});
