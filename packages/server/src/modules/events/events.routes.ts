import {
  EmptyResults,
  EventCreateRequest,
  EventIdResults,
  EventListResults,
  EventPreviewQuery,
  EventPreviewResults,
  EventRenameRequest,
  EventResults,
  EventSettingsRequest,
  EventSummariesResults,
  EventSummaryResults,
  EventTemplatesResults,
  IsValidResults,
  KickstarterRequest,
  TEMPLATE_IDS,
  ValidateNameRequest,
  ValidatePageCodeRequest,
  ValidateTitleRequest,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../platform/storage/storage.js';
import { requireUser, tenantIdOf } from '../../plugins/auth.js';
import { deleteEvent } from '../regpages/answer-files.service.js';
import * as eventsService from './events.service.js';

const tags = ['events'];
const security = [{ authToken: [] }];
const IdParams = z.object({ id: z.string() });
const IsValidAnswer = { 200: envelope(IsValidResults) };
const EventAnswer = { 200: envelope(EventResults) };

/**
 * events/*: the tenant's events, their templates, the guided setup and the validation calls;
 * `storage` holds the answer files a deleted event takes with it.
 */
export async function eventsRoutes(app: FastifyInstance, opts: { storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tenant = (request: Parameters<typeof requireUser>[0]) => tenantIdOf(requireUser(request));

  r.get(
    '/events',
    {
      schema: {
        tags,
        security,
        description:
          "The tenant's events as cards (event, room and booth counts, cover design), newest first.",
        response: { 200: envelope(EventListResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { events: await eventsService.listEvents(deps, tenant(request)) },
    }),
  );

  r.get(
    '/events/templates',
    {
      schema: {
        tags,
        security,
        description: 'The event templates (names and descriptions are locale keys).',
        response: { 200: envelope(EventTemplatesResults) },
      },
    },
    async (request) => {
      requireUser(request);
      return { success: true, results: { templates: eventsService.listTemplates() } };
    },
  );

  r.get(
    '/events/preview/:id',
    {
      schema: {
        tags,
        security,
        description:
          "With `template`: that template's venue with draft event values (id is ignored); otherwise the saved event's venue. Both with the assets they use. Unknown template or event: 404.",
        params: IdParams,
        querystring: EventPreviewQuery,
        response: { 200: envelope(EventPreviewResults) },
      },
    },
    async (request) => ({
      success: true,
      results: await eventsService.preview(deps, tenant(request), request.params.id, request.query.template),
    }),
  );

  r.get(
    '/events/summary',
    {
      schema: {
        tags,
        security,
        description: "Summaries (eventId, title, name, pagecode) of the tenant's events.",
        response: { 200: envelope(EventSummariesResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { summaries: await eventsService.listSummaries(deps, tenant(request)) },
    }),
  );

  r.get(
    '/events/summary/:id',
    {
      schema: {
        tags,
        security,
        description: 'The summary of one event.',
        params: IdParams,
        response: { 200: envelope(EventSummaryResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { summary: await eventsService.getSummary(deps, tenant(request), request.params.id) },
    }),
  );

  r.post(
    '/events/kickstarter',
    {
      schema: {
        tags,
        security,
        description:
          "Creates an event from the guided setup: a hall (+ auditorium with video presentations) (+ N booths) in the theme's designs, with doors between them. EVENT_LIMIT_REACHED at the plan's editable-events quota; a name in use: VALIDATION_FAILED with fields.name = validation.alreadyUsed.",
        body: KickstarterRequest,
        response: { 200: envelope(EventIdResults) },
      },
    },
    async (request) => ({
      success: true,
      results: { eventId: await eventsService.createFromKickstarter(deps, tenant(request), request.body) },
    }),
  );

  for (const path of ['/events/validate/event/name/', '/events/validate/event/name']) {
    r.post(
      path,
      {
        schema: {
          tags,
          security,
          description: 'isValid: no event of the tenant has this name (case-insensitive).',
          body: ValidateNameRequest,
          response: IsValidAnswer,
        },
      },
      async (request) => ({
        success: true,
        results: { isValid: await eventsService.isNameFree(deps, tenant(request), request.body.name) },
      }),
    );
  }

  r.post(
    '/events/validate/event/amount',
    {
      schema: {
        tags,
        security,
        description: "isValid: the plan's editable-events quota admits another event.",
        response: IsValidAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: { isValid: await eventsService.mayCreate(deps, tenant(request)) },
    }),
  );

  r.post(
    '/events/validate/event/:id/title',
    {
      schema: {
        tags,
        security,
        description: 'isValid: no other event of the tenant has this title line 1.',
        params: IdParams,
        body: ValidateTitleRequest,
        response: IsValidAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: {
        isValid: await eventsService.isTitleFree(
          deps,
          tenant(request),
          request.params.id,
          request.body.title,
        ),
      },
    }),
  );

  r.post(
    '/events/validate/event/:id/pagecode',
    {
      schema: {
        tags,
        security,
        description: 'isValid: the page code has the format [a-z0-9-]{4,40} and no other event has it.',
        params: IdParams,
        body: ValidatePageCodeRequest,
        response: IsValidAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: {
        isValid: await eventsService.isPageCodeFree(
          deps,
          tenant(request),
          request.params.id,
          request.body.pageCode,
        ),
      },
    }),
  );

  r.post(
    '/events/:template',
    {
      schema: {
        tags,
        security,
        description: `Creates an event with a complete venue from a template (${TEMPLATE_IDS.join(', ')}); unknown template: 404. EVENT_LIMIT_REACHED at the plan's editable-events quota; a name in use: VALIDATION_FAILED with fields.name = validation.alreadyUsed.`,
        params: z.object({ template: z.string() }),
        body: EventCreateRequest,
        response: { 200: envelope(EventIdResults) },
      },
    },
    async (request) => ({
      success: true,
      results: {
        eventId: await eventsService.createFromTemplate(
          deps,
          tenant(request),
          request.params.template,
          request.body,
        ),
      },
    }),
  );

  r.get(
    '/events/:id',
    {
      schema: { tags, security, description: 'One event.', params: IdParams, response: EventAnswer },
    },
    async (request) => ({
      success: true,
      results: { event: await eventsService.getEvent(deps, tenant(request), request.params.id) },
    }),
  );

  r.put(
    '/events/:id/settings',
    {
      schema: {
        tags,
        security,
        description:
          'Changes the given settings. A stale `version`: STALE_VERSION; opening beyond the open-events quota: EVENT_LIMIT_REACHED; the logo must be an image of the tenant or a template.',
        params: IdParams,
        body: EventSettingsRequest,
        response: EventAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: {
        event: await eventsService.updateSettings(deps, tenant(request), request.params.id, request.body),
      },
    }),
  );

  r.put(
    '/events/rename',
    {
      schema: {
        tags,
        security,
        description: "Sets an event's title line 1 (unique among the tenant's events).",
        body: EventRenameRequest,
        response: EventAnswer,
      },
    },
    async (request) => ({
      success: true,
      results: { event: await eventsService.rename(deps, tenant(request), request.body) },
    }),
  );

  r.delete(
    '/events/:id',
    {
      schema: {
        tags,
        security,
        description:
          'Deletes an event with its venue, asset usages, registration page and participants (with their answer files).',
        params: IdParams,
        response: { 200: envelope(EmptyResults) },
      },
    },
    async (request) => {
      await deleteEvent({ ...deps, storage: opts.storage, log: app.log }, tenant(request), request.params.id);
      return { success: true, results: {} };
    },
  );
}
