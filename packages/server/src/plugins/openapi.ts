import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ROOT, VISITOR_TOKEN_HEADER, WEBCAST_TOKEN_HEADER } from '@foyer/shared';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeAnswers, errorEnvelopeComponent } from './contract.js';
import { globalPlugin } from './plugin.js';

/**
 * The registry yields an input and an output component for every named schema; keeps those that the
 * operations refer to, directly or through other components kept.
 */
function withoutUnusedSchemas<T extends object>(document: T): T {
  if (!('components' in document) || !('paths' in document)) return document;
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1] as string,
    );
  const kept = new Set<string>();
  const pending = refsIn(document.paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name)) continue;
    kept.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const used = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...components, schemas: used } };
}

/**
 * OpenAPI 3.1 document at /api/v1/openapi.json, reference UI at /api/docs: the routes' zod schemas,
 * and from their contracts the operation ids, summaries, security and error answers.
 */
export const openapiPlugin = globalPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foyer API',
        version: '1',
        description:
          'The API of Foyer, the self-service platform for virtual events. Every answer is the envelope { success, results?, errorKey?, message? }; business refusals answer 200 with success false.',
        license: { name: 'Proprietary', url: 'https://foyer.example/terms' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          authToken: { type: 'apiKey', in: 'header', name: 'authToken' },
          visitorToken: { type: 'apiKey', in: 'header', name: VISITOR_TOKEN_HEADER },
          webcastToken: { type: 'apiKey', in: 'header', name: WEBCAST_TOKEN_HEADER },
        },
        schemas: errorEnvelopeComponent,
      },
    },
    transform: (input) => describeAnswers(jsonSchemaTransform(input), input.route.config),
    // Schemas named in the zod registry (.meta({ id })) become components, referenced where used.
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(`${API_ROOT}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
});
