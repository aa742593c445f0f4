import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { journal } from '@journal/shared/journal';

/**
 * Registers @fastify/swagger so every route's schema (payload, answers, errors) becomes the OpenAPI
 * document served at GET /openapi.json. Shared answer schemas keep their `$id` as component name.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${journal.name} content API`,
        version: '1.0.0',
        description: [
          `Content API of the public website of ${journal.name} (${journal.shortName}, e-ISSN ${journal.eIssn}).`,
          'Every call is a POST with a JSON body and the fixed Authorization header. The calls of the specification',
          '(docs/api.md) keep its paths, payload names and answer keys; the others are designed in the same style.',
          'Errors are JSON { statusCode, error, message }. The site server proxies /api/* to this API and /files/* to its /files/*.',
        ].join(' '),
        contact: { name: journal.publisher, email: journal.contact.email },
      },
      servers: [
        { url: 'http://localhost:8787', description: 'Local API' },
        { url: '/api', description: 'Through the site server' },
      ],
      components: {
        securitySchemes: {
          siteToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'The fixed value the site sends (default "Bearer ijcri-public-site-2026"; API_TOKEN configures it).',
          },
        },
      },
      security: [{ siteToken: [] }],
      tags: [
        {
          name: 'Archive',
          description: 'Archive and current issue (specification calls, plus designed details and suggestions).',
        },
        { name: 'Conference', description: 'Conference proceedings.' },
        { name: 'Thesis', description: 'Thesis archive.' },
        { name: 'Topics', description: 'Research topics.' },
        { name: 'Blog', description: 'Editorial blog (designed).' },
        { name: 'Editorial board', description: 'Editorial board (designed).' },
        { name: 'Contact', description: 'Contact form and newsletter (designed).' },
        { name: 'Files', description: 'PDFs of papers, theses and conference papers.' },
        { name: 'Meta', description: 'Health check.' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}
