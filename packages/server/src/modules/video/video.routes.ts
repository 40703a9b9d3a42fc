import {
  API_ROOT,
  EmptyResults,
  JANUS_PROXY_PATH,
  VideoJoinRequest,
  VideoJoinResults,
  VideoModerateRequest,
  VideoRoomsResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitOf } from '../../plugins/rate-limit.js';
import { CodeParams, VisitorHeaders } from '../visits/visits.routes.js';
import { janusProxyRoutes } from './janus.proxy.js';
import type { VideoOptions } from './video.provider.js';
import * as videoService from './video.service.js';

const tags = ['visits'];

/**
 * public/venue/{pageCode}/video/*: breakout rooms and staff calls on the configured provider, and
 * (Janus only) the signalling proxy at JANUS_PROXY_PATH. Without a provider joins answer
 * VIDEO_NOT_CONFIGURED and the proxy does not exist.
 */
export async function videoRoutes(app: FastifyInstance, options: { video?: VideoOptions }) {
  const { deps } = app;
  const provider = videoService.createVideoProvider(deps, options.video, app.log);
  app.addHook('onClose', async () => provider?.close());
  if (options.video?.janus)
    await app.register(janusProxyRoutes, { prefix: JANUS_PROXY_PATH, url: options.video.janus.url });

  await app.register(
    async (scoped) => {
      const r = scoped.withTypeProvider<ZodTypeProvider>();
      r.post(
        '/public/venue/:pageCode/video/join',
        {
          schema: {
            tags,
            description:
              "Joins a breakout room (`breakoutId`) or a staff video call (`threadId`) for the visitor of the `visitorToken` header, and answers what the browser needs: for Janus the room, its pin, the visitor's feed id, the bitrate and the proxy's path; for Jitsi the domain, room name and a JWT. A breakout: any visitor; its moderator (or, without one, every moderator of the event) gets `moderator`. A staff call: the thread's visitor or a moderator of the event, while the staff allows video calls and the event allows chat video (else FORBIDDEN). Unknown breakout or thread, or one of another event: NOT_FOUND (404). Closed event or removed from this room: FORBIDDEN. Room at capacity: ROOM_FULL. No video provider: VIDEO_NOT_CONFIGURED. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Rate limited per network address.",
            params: CodeParams,
            headers: VisitorHeaders,
            body: VideoJoinRequest,
            response: { 200: envelope(VideoJoinResults) },
          },
          config: limitOf(app.rateLimits.visitEnter),
        },
        async (request, reply) => {
          const { pageCode } = request.params;
          const results = await videoService.join(
            deps,
            provider,
            pageCode,
            request.headers.visitortoken,
            request.body,
          );
          reply.header('cache-control', 'no-store');
          return { success: true, results };
        },
      );

      r.get(
        '/public/venue/:pageCode/video/rooms',
        {
          schema: {
            tags,
            description:
              'How many people are in each breakout room of the event now, with its capacity (Jitsi cannot tell: 0), and which provider runs them; without a provider, provider null and no rooms. Closed event: FORBIDDEN. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.',
            params: CodeParams,
            headers: VisitorHeaders,
            response: { 200: envelope(VideoRoomsResults) },
          },
        },
        async (request, reply) => {
          const results = await videoService.rooms(
            deps,
            provider,
            request.params.pageCode,
            request.headers.visitortoken,
          );
          reply.header('cache-control', 'no-store');
          return { success: true, results };
        },
      );

      r.post(
        '/public/venue/:pageCode/video/moderate',
        {
          schema: {
            tags,
            description:
              "The room's moderator mutes (`mid` of the person's audio stream required) or removes a person by feed id; a removed person's joins of that room are refused until the event ends. Not the room's moderator or closed event: FORBIDDEN. Unknown room, feed, or a person who left: NOT_FOUND (404); on Jitsi moderation happens in Jitsi's own screen (NOT_FOUND). No video provider: VIDEO_NOT_CONFIGURED. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Rate limited per network address.",
            params: CodeParams,
            headers: VisitorHeaders,
            body: VideoModerateRequest,
            response: { 200: envelope(EmptyResults) },
          },
          config: limitOf(app.rateLimits.visitEnter),
        },
        async (request) => {
          await videoService.moderate(
            deps,
            provider,
            request.params.pageCode,
            request.headers.visitortoken,
            request.body,
          );
          return { success: true, results: {} };
        },
      );
    },
    { prefix: API_ROOT },
  );
}
