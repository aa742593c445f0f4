import { buildApp } from './app.ts';
import { readConfig } from './config.ts';

/** `npm start`: the API on PORT (default 8787), seeding the database on first start. */
const config = readConfig();
const started = performance.now();
const app = buildApp({
  dbPath: config.dbPath,
  filesDir: config.filesDir,
  token: config.token,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
  answerCacheMb: config.answerCacheMb,
  onSeeded: (counts, ms) => {
    console.log(`Seeded ${config.dbPath} in ${ms} ms: ${JSON.stringify(counts)}`);
  },
});

async function shutdown(signal: string) {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Journal API ready in ${Math.round(performance.now() - started)} ms (database ${config.dbPath})`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
