// The bench's yardstick for target 5: the cheapest answers one Fastify process can give on this
// machine, loaded the same way as the API (autocannon, 50 connections, loopback). Nothing journal-
// specific runs here, so what it reaches is the ceiling of any API on this machine.
//   POST /hello   {"hello":"world"}
//   POST /answer  a prebuilt JSON answer of REFERENCE_ANSWER_BYTES bytes (what a perfect answer cache costs)
// Started by bench/api.mjs as its own process: PORT, REFERENCE_ANSWER_BYTES.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const size = Number(process.env.REFERENCE_ANSWER_BYTES ?? 1024);
const answer = Buffer.from(JSON.stringify({ papersList: [], filler: 'x'.repeat(Math.max(0, size - 30)) }));

const app = Fastify({ logger: false });
app.post('/hello', async () => ({ hello: 'world' }));
app.post('/answer', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));
await app.listen({ port, host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => app.close().then(() => process.exit(0)));
