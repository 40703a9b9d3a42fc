import { API_ROOT, JANUS_PROXY_PATH, videoApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.js';
import { limitOf } from '../../plugins/rate-limit.js';
import { visitorTokenOf } from '../../plugins/visitor-auth.js';
import { janusProxyRoutes } from './janus.proxy.js';
import type { VideoOptions } from './video.provider.js';
import * as videoService from './video.service.js';

/**
 * public/venue/{pageCode}/video/* (`videoApi`): breakout rooms and staff calls on the configured
 * provider, and (Janus only) the signalling proxy at JANUS_PROXY_PATH, which speaks Janus's own
 * protocol and is left out of the API document. Without a provider joins answer
 * VIDEO_NOT_CONFIGURED and the proxy does not exist.
 */
export async function videoRoutes(app: FastifyInstance, options: { video?: VideoOptions }) {
  const { deps } = app;
  const provider = videoService.createVideoProvider(deps, options.video, app.log);
  app.addHook('onClose', async () => provider?.close());
  const janus = options.video?.janus;
  if (janus)
    await app.register(async (hidden) => {
      hidden.addHook('onRoute', (proxyRoute) => {
        proxyRoute.schema = { ...proxyRoute.schema, hide: true };
      });
      await hidden.register(janusProxyRoutes, { prefix: JANUS_PROXY_PATH, url: janus.url });
    });

  await app.register(
    async (scoped) => {
      route(
        scoped,
        videoApi.join,
        async ({ params, body, request, reply }) => {
          const results = await videoService.join(
            deps,
            provider,
            params.pageCode,
            visitorTokenOf(request),
            body,
          );
          reply.header('cache-control', 'no-store');
          return results;
        },
        { config: limitOf(app.rateLimits.visitEnter) },
      );

      route(scoped, videoApi.rooms, async ({ params, request, reply }) => {
        const results = await videoService.rooms(deps, provider, params.pageCode, visitorTokenOf(request));
        reply.header('cache-control', 'no-store');
        return results;
      });

      route(
        scoped,
        videoApi.moderate,
        async ({ params, body, request }) => {
          await videoService.moderate(deps, provider, params.pageCode, visitorTokenOf(request), body);
          return {};
        },
        { config: limitOf(app.rateLimits.visitEnter) },
      );
    },
    { prefix: API_ROOT },
  );
}
