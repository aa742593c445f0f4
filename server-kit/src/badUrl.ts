import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { NON_DOCUMENT_POLICY } from './contentSecurityPolicy.ts';
import { REMOTE_HEADERS, siteHeadersFor, type HeaderSet } from './securityHeaders.ts';

type FrameworkErrors = NonNullable<FastifyServerOptions['frameworkErrors']>;

const MESSAGE = 'This address is not valid: it contains a broken %-escape or a part that is too long.';

/** A page that runs and loads nothing: it is sent under a policy that allows neither. */
const PAGE =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad ` +
  `Request</title></head><body><main><h1>Bad Request</h1><p>${MESSAGE}</p><p><a ` +
  `href="/">Return Home</a></p></main></body></html>`;

/**
 * Fastify answers an address it cannot decode ("/%E0%A4%A") before any route or hook runs, so its own
 * 400 would go out without the security headers and with the address echoed back. These answers carry
 * the headers and a fixed message instead (pass the result as the `frameworkErrors` server option).
 */
function badUrlAnswer(type: 'text/html' | 'application/json', headers: HeaderSet, body: string): FrameworkErrors {
  return (error, _request, frameworkReply) => {
    const reply = frameworkReply as unknown as FastifyReply;
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    void reply.status(status).headers(headers).type(`${type}; charset=utf-8`).send(body);
  };
}

/** The site server's answer: a plain page with a link home (readers follow such addresses). */
export function siteBadUrlAnswer(https: boolean): FrameworkErrors {
  return badUrlAnswer('text/html', siteHeadersFor('text/html', { pagePolicy: NON_DOCUMENT_POLICY, https }), PAGE);
}

/** A remote server's answer: JSON, like its other errors. */
export function remoteBadUrlAnswer(): FrameworkErrors {
  return badUrlAnswer('application/json', REMOTE_HEADERS, JSON.stringify({ message: MESSAGE }));
}
