import http from 'node:http';

/**
 * A minimal HTTP client on node:http, because a reader here must be able to come from its own address:
 * every 127.x.y.z is this machine, so a connection bound to 127.10.0.7 reaches the balancer as a distinct
 * reader, and the API's rate limits count it as one (fetch cannot choose the local address).
 */
export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface Connection {
  request(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer>;
  close(): void;
}

export const AUTHORIZATION = 'Bearer ijcri-public-site-2026';

export function connect(origin: string, localAddress?: string): Connection {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, ...(localAddress ? { localAddress } : {}) });
  return {
    request(method, url, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise<Answer>((resolve, reject) => {
        const request = http.request(
          `${origin}${url}`,
          {
            method,
            agent,
            timeout: 60_000,
            headers: {
              authorization: AUTHORIZATION,
              ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString(),
                headers: response.headers,
              }),
            );
            response.on('error', reject);
          },
        );
        request.on('timeout', () => request.destroy(new Error(`no answer to ${method} ${url} within 60 s`)));
        request.on('error', reject);
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** The network error's message, or the status and the start of the body: what a failure report shows. */
export function describeOutcome(outcome: Answer | Error): string {
  return outcome instanceof Error ? outcome.message : `${outcome.status} ${outcome.body.slice(0, 120)}`;
}
