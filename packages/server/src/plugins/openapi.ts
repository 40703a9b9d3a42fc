import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ROOT, VISITOR_TOKEN_HEADER, WEBCAST_TOKEN_HEADER } from '@foyer/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeAnswers, errorEnvelopeComponent } from './contract.js';
import { globalPlugin } from './plugin.js';

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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(`${API_ROOT}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
});
