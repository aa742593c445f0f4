// The bench's yardstick for target 5 (the ceiling rows): the cheapest answers one Fastify process can
// give on this machine, loaded the same way as the API (autocannon, 50 connections, loopback). Nothing
// journal-specific runs here, so what it reaches is the ceiling of any API on this machine.
//   POST /hello   {"hello":"world"}
//   POST /list    a prebuilt JSON answer of REFERENCE_LIST_BYTES bytes (the issue list's size)
//   POST /search  a prebuilt JSON answer of REFERENCE_SEARCH_BYTES bytes (the archive search's size)
// Each prebuilt answer is what a perfect answer cache would cost. Started by bench/api.mjs as its own
// process: PORT, REFERENCE_LIST_BYTES, REFERENCE_SEARCH_BYTES.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const prebuilt = (size) =>
  Buffer.from(JSON.stringify({ papersList: [], filler: 'x'.repeat(Math.max(0, Number(size ?? 1024) - 30)) }));
const list = prebuilt(process.env.REFERENCE_LIST_BYTES);
const search = prebuilt(process.env.REFERENCE_SEARCH_BYTES);

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
app.post('/list', async (_request, reply) => reply.type('application/json; charset=utf-8').send(list));
app.post('/search', async (_request, reply) => reply.type('application/json; charset=utf-8').send(search));
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => app.close().then(() => process.exit(0)));
