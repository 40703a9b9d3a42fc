import {
  EmptyResults,
  VISITOR_TOKEN_HEADER,
  VisitEnterRequest,
  VisitEnterResults,
  VisitVenueResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitOf } from '../../plugins/rate-limit.js';
import * as visitsService from './visits.service.js';

const tags = ['visits'];
export const CodeParams = z.object({ pageCode: z.string().max(200) });
/** Fastify reads header names in lower case. */
export const VisitorHeaders = z.object({
  [VISITOR_TOKEN_HEADER.toLowerCase() as 'visitortoken']: z
    .string()
    .optional()
    .describe('The visitor session token from public/venue/{pageCode}/enter.'),
});

/** public/venue/*: visitors enter an event's venue through their personal link and walk it. */
export async function visitsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/public/venue/:pageCode/enter',
    {
      schema: {
        tags,
        description:
          "Exchanges the token of a participant's personal link (the registration mail's link) for a visitor session of the event, confirming an unconfirmed participant. Send the answered visitorToken as the `visitorToken` header of the visitor calls. A token of no participant of this event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404. Rate limited per network address.",
        params: CodeParams,
        body: VisitEnterRequest,
        response: { 200: envelope(VisitEnterResults) },
      },
      config: limitOf(app.rateLimits.visitEnter),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true,
        results: await visitsService.enter(deps, request.params.pageCode, request.body.token),
      };
    },
  );

  r.get(
    '/public/venue/:pageCode',
    {
      schema: {
        tags,
        description:
          "The venue for the visitor of the `visitorToken` header. Open event (state open): the event, its venue (without the moderators' list and hidden profile fields), the assets it uses with their urls, and the participant. Closed event (state closed): the event and the page's closed confirmation text. A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.",
        params: CodeParams,
        headers: VisitorHeaders,
        response: { 200: envelope(VisitVenueResults) },
      },
    },
    async (request, reply) => {
      const results = await visitsService.getVenue(
        deps,
        request.params.pageCode,
        request.headers.visitortoken,
      );
      reply.header('cache-control', 'no-store');
      return { success: true, results };
    },
  );

  r.post(
    '/public/venue/:pageCode/leave',
    {
      schema: {
        tags,
        description:
          'Ends the visitor session of the `visitorToken` header; its token stops working. A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.',
        params: CodeParams,
        headers: VisitorHeaders,
        response: { 200: envelope(EmptyResults) },
      },
    },
    async (request) => {
      await visitsService.leave(deps, request.params.pageCode, request.headers.visitortoken);
      return { success: true, results: {} };
    },
  );
}
