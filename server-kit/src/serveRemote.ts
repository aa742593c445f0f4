import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { sections, type SectionName } from '@journal/shared/routes';
import { remoteBadUrlAnswer } from './badUrl.ts';
import { registerRemoteSecurityHeaders, registerSafeErrors } from './securityHeaders.ts';
import { closeOnSignals, registerHealthCheck } from './lifecycle.ts';
import { registerStaticFiles } from './staticFiles.ts';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  readConnectionLimits,
  type ConnectionLimits,
} from './connectionLimits.ts';
import { portSetting, readSettings, textSetting } from './settings.ts';

export interface RemoteServerOptions {
  /** The remote's dist folder. */
  root: string;
  /** Origins allowed to load the remote's modules (the site's origin). */
  allowedOrigins: string[];
  logger?: boolean;
  /** Timeouts and caps, as the site server's (connectionLimits.ts). */
  connectionLimits?: ConnectionLimits;
}

/**
 * The static server of one remote, on its own origin. The shell loads the remote's modules from
 * another origin, so every answer names the allowed site origin for CORS.
 */
export async function buildRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  const limits = options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    logger: options.logger ?? false,
    frameworkErrors: remoteBadUrlAnswer(),
  });
  limitConnections(app.server, limits);
  const allowed = new Set(options.allowedOrigins);
  registerSafeErrors(app);
  registerRemoteSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    reply.header('Vary', 'Origin');
    if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      reply.header('Access-Control-Max-Age', '600');
      return reply.status(204).send();
    }
  });
  app.setNotFoundHandler((request, reply) => {
    void reply
      .status(404)
      .type('application/json')
      .send({ message: `Not found: ${request.url}` });
  });
  registerHealthCheck(app);
  await registerStaticFiles(app, { root: options.root, index: false });
  return app;
}

const remoteSettings = (port: number) =>
  Type.Object({
    PORT: portSetting(port),
    HOST: textSetting('127.0.0.1', 'a host name or IP address to listen on'),
    SITE_ORIGINS: Type.String({
      pattern: '^\\s*https?://[^\\s,/]+\\s*(,\\s*https?://[^\\s,/]+\\s*)*$',
      default: 'http://localhost:8080,http://127.0.0.1:8080',
      description: 'a comma-separated list of http:// or https:// origins (no path)',
    }),
  });

/** Command line: `serve-remote <section>` from a remote's folder; PORT, HOST and SITE_ORIGINS from the environment. */
export async function main(argv: string[]): Promise<void> {
  const section = argv[0] as SectionName | undefined;
  const meta = section ? sections[section] : undefined;
  if (!section || !meta) {
    console.error(`usage: serve-remote <${Object.keys(sections).join('|')}>`);
    process.exit(2);
  }
  const root = path.resolve(process.env.REMOTE_DIST ?? 'dist');
  if (!existsSync(path.join(root, 'mf-manifest.json'))) {
    console.error(`${root} holds no build of the ${section} remote: run "npm run build" first.`);
    process.exit(1);
  }
  let settings;
  let connectionLimits;
  try {
    settings = readSettings(remoteSettings(meta.port), process.env);
    connectionLimits = readConnectionLimits(process.env);
  } catch (error) {
    // A wrong setting is the operator's to fix: one line naming the variable, no stack trace.
    console.error(`${meta.remote} server not started: ${(error as Error).message}`);
    process.exit(1);
  }
  const host = settings.HOST;
  const port = settings.PORT;
  const allowedOrigins = settings.SITE_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const app = await buildRemoteServer({ root, allowedOrigins, connectionLimits });
  closeOnSignals(app, `${meta.remote} server`);
  await app.listen({ port, host });
  console.log(`${meta.remote} serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
}
