import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ROOT } from '@foyer/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './plugin.js';

/** OpenAPI 3.1 document from the routes' zod schemas at /api/v1/openapi.json, reference UI at /api/docs. */
export const openapiPlugin = globalPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foyer API',
        version: '1',
        description: 'Every answer is the envelope { success, results?, errorKey?, message? }.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'authToken' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(`${API_ROOT}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
});
