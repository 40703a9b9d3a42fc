import { RatingRequest, RatingSummary, RatingsResults, envelope } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as ratingsService from './ratings.service.js';
import { CodeParams, VisitorHeaders } from './visits.routes.js';

const tags = ['visits'];
const ElementParams = CodeParams.extend({ elementId: z.string().max(64) });

/** public/venue/{pageCode}/ratings: visitors rate documents, talks and link items from 1 to 5 stars. */
export async function ratingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.get(
    '/public/venue/:pageCode/ratings',
    {
      schema: {
        tags,
        description:
          "The ratings of the event's rated elements (document monitors with hasRating, talks and link items with rating), by element id: the average stars (null while unrated), how many ratings, and the visitor's own (null if none). A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.",
        params: CodeParams,
        headers: VisitorHeaders,
        response: { 200: envelope(RatingsResults) },
      },
    },
    async (request, reply) => {
      const results = await ratingsService.listRatings(
        deps,
        request.params.pageCode,
        request.headers.visitortoken,
      );
      reply.header('cache-control', 'no-store');
      return { success: true, results };
    },
  );

  r.put(
    '/public/venue/:pageCode/ratings/:elementId',
    {
      schema: {
        tags,
        description:
          "Rates an element of the event from 1 to 5 stars for the visitor of the `visitorToken` header; rating again replaces the visitor's rating. Answers the element's average, count and the visitor's own rating. An element of another event, not rated or with its rating flag off: NOT_FOUND (404). A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID.",
        params: ElementParams,
        headers: VisitorHeaders,
        body: RatingRequest,
        response: { 200: envelope(RatingSummary) },
      },
    },
    async (request) => {
      const results = await ratingsService.rate(
        deps,
        request.params.pageCode,
        request.headers.visitortoken,
        request.params.elementId,
        request.body.stars,
      );
      return { success: true, results };
    },
  );
}
