/** Node-only helpers of the shared package: the servers' common parts. Never imported by browser code. */
export { cacheControlFor, IMMUTABLE, REVALIDATE } from './cachePolicy.ts';
export { registerStaticFiles, type StaticFilesOptions } from './staticFiles.ts';
export { registerBaseSecurityHeaders, registerSafeErrors } from './securityHeaders.ts';
export { buildRemoteServer, type RemoteServerOptions } from './serveRemote.ts';
