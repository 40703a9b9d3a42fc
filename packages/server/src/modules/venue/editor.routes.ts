import {
  ElementCreateRequest,
  ElementDeleteQuery,
  ElementOrderRequest,
  ElementResults,
  ElementUpdateRequest,
  ElementUsage,
  ElementVersionsResults,
  EmptyResults,
  VenueEditorResults,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, tenantIdOf } from '../../plugins/auth.js';
import * as editorService from './editor.service.js';

const tags = ['events'];
const security = [{ authToken: [] }];
const IdParams = z.object({ id: z.string() });
const ElementParams = z.object({ id: z.string(), elementId: z.string() });
const ElementAnswer = { 200: envelope(ElementResults) };
const CHECKS =
  'The venue as it would be afterwards must pass the rules of a saved venue: each kind in the rooms that may hold it, slots of the design that take it (one door, staff, monitor or screen per slot), element targets and references that resolve to an element of the right kind, target kinds the element kind may use, assets of the tenant or templates of a fitting kind, the list limits. Field errors: VALIDATION_FAILED with results.fields under `element.`.';

/** events/{id}/venue and events/{id}/elements*: the element editor (issue 5). */
export async function editorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tenant = (request: Parameters<typeof requireUser>[0]) => tenantIdOf(requireUser(request));

  r.get(
    '/events/:id/venue',
    {
      schema: {
        tags,
        security,
        description:
          "The editor's view of an event: the event, its saved venue, each element's version by id and the assets the venue and logo use. Unknown or another tenant's event: 404.",
        params: IdParams,
        response: { 200: envelope(VenueEditorResults) },
      },
    },
    async (request) => ({
      success: true,
      results: await editorService.getEditorVenue(deps, tenant(request), request.params.id),
    }),
  );

  r.post(
    '/events/:id/elements',
    {
      schema: {
        tags,
        security,
        description: `Adds one element at the end of its list, with version 1. Room elements and agenda items name their room or day in \`parentId\` (else fields.parentId); a door names its room in element.roomId. Date-times without an offset are read in the \`UTC-timezone\` header's zone and stored in UTC. ${CHECKS} A breakout room on a plan without them: 403 PREMIUM_REQUIRED. Answers the element as read back and its version.`,
        params: IdParams,
        body: ElementCreateRequest,
        response: ElementAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: await editorService.createElement(
        deps,
        tenant(request),
        request.params.id,
        request.body,
        request.utcOffsetHours,
      ),
    }),
  );

  r.put(
    '/events/:id/elements/order',
    {
      schema: {
        tags,
        security,
        description:
          "Puts one list of siblings (the elements with `parentId` in the list of ids[0]: rooms, a room's elements or doors, agenda days, a day's items, chats, breakout rooms, profile fields, moderators) in the order of `ids`. Ids not exactly the list's current members: STALE_VERSION. Versions stay (order is not part of an element's fields); answers them.",
        params: IdParams,
        body: ElementOrderRequest,
        response: { 200: envelope(ElementVersionsResults) },
      },
    },
    async (request) => ({
      success: true,
      results: {
        versions: await editorService.reorderElements(deps, tenant(request), request.params.id, request.body),
      },
    }),
  );

  r.put(
    '/events/:id/elements/:elementId',
    {
      schema: {
        tags,
        security,
        description: `Replaces an element's fields if \`version\` is its current one (else STALE_VERSION) and increases the version. The kind cannot change (fields element.kind); a chat's title cannot change (fields element.title = validation.fixed); a room keeps its elements and a day its items; a door may move to another room or slot. ${CHECKS} Answers the element as read back and its version.`,
        params: ElementParams,
        body: ElementUpdateRequest,
        response: ElementAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: await editorService.updateElement(
        deps,
        tenant(request),
        request.params.id,
        request.params.elementId,
        request.body,
        request.utcOffsetHours,
      ),
    }),
  );

  r.delete(
    '/events/:id/elements/:elementId',
    {
      schema: {
        tags,
        security,
        description:
          "Deletes an element with its children (a room's elements and doors, a day's items) if `version` is current (else STALE_VERSION). Used elsewhere (a target, a talk's chat, a breakout's moderator, a theatre's next room, the event's start room or help booth): REMOVABLE_DOC_HAS_DEPENDENCIES with results.usages [{ type, id, label }].",
        params: ElementParams,
        querystring: ElementDeleteQuery,
        response: {
          200: envelope(z.union([EmptyResults, z.object({ usages: z.array(ElementUsage) })])),
        },
      },
    },
    async (request) => {
      await editorService.deleteElement(
        deps,
        tenant(request),
        request.params.id,
        request.params.elementId,
        request.query.version,
      );
      return { success: true, results: {} };
    },
  );
}
