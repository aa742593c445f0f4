// @fastify/rate-limit's own stores, which it does not export by name (docs/deployment.md, "How it fails over").
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  const Store: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    ...rest: unknown[]
  ) => FastifyRateLimitStore & {
    read?: FastifyRateLimitStore['incr'];
  };
  export default Store;
}
