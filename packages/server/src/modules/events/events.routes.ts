import { eventsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf, tenantIdOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import type { EventScope } from './events.service.js';
import * as eventsService from './events.service.js';

/**
 * events/* (`eventsApi`): the tenant's events, their templates, the guided setup and the validation
 * calls. `deleteEvent` removes an event with what hangs on it (registration page, participants,
 * answer files): modules above events do that, so app.ts hands it in.
 */
export async function eventsRoutes(
  app: FastifyInstance,
  opts: { deleteEvent: (scope: EventScope, id: string) => Promise<void> },
) {
  const { deps } = app;

  route(app, eventsApi.list, async ({ auth }) => ({
    events: await eventsService.listEvents(deps, scopeOf(auth), auth.user),
  }));

  route(app, eventsApi.templates, async () => ({ templates: eventsService.listTemplates() }));

  route(app, eventsApi.preview, ({ auth, params, query }) =>
    eventsService.preview(
      deps,
      scopeOf(auth),
      params.id,
      query.template,
      query.language ?? auth.user.language,
    ),
  );

  route(app, eventsApi.summaries, async ({ auth }) => ({
    summaries: await eventsService.listSummaries(deps, scopeOf(auth)),
  }));

  route(app, eventsApi.summary, async ({ auth, params }) => ({
    summary: await eventsService.getSummary(deps, scopeOf(auth), params.id),
  }));

  route(app, eventsApi.kickstarter, async ({ auth, body }) => ({
    eventId: await eventsService.createFromKickstarter(deps, scopeOf(auth), body, auth.user.language),
  }));

  route(app, eventsApi.validateName, async ({ auth, body }) => ({
    isValid: await eventsService.isNameFree(deps, tenantIdOf(auth), body.name),
  }));

  route(app, eventsApi.validateAmount, async ({ auth }) => ({
    isValid: await eventsService.mayCreate(deps, tenantIdOf(auth)),
  }));

  route(app, eventsApi.validateTitle, async ({ auth, params, body }) => ({
    isValid: await eventsService.isTitleFree(deps, scopeOf(auth), params.id, body.title),
  }));

  route(app, eventsApi.validatePageCode, async ({ auth, params, body }) => ({
    isValid: await eventsService.isPageCodeFree(deps, scopeOf(auth), params.id, body.pageCode),
  }));

  route(app, eventsApi.create, async ({ auth, params, body }) => ({
    eventId: await eventsService.createFromTemplate(
      deps,
      scopeOf(auth),
      params.template,
      body,
      auth.user.language,
    ),
  }));

  route(app, eventsApi.get, async ({ auth, params }) => ({
    event: await eventsService.getEvent(deps, scopeOf(auth), params.id),
  }));

  route(app, eventsApi.updateSettings, async ({ auth, params, body }) => ({
    event: await eventsService.updateSettings(deps, scopeOf(auth), params.id, body),
  }));

  route(app, eventsApi.rename, async ({ auth, body }) => ({
    event: await eventsService.rename(deps, scopeOf(auth), body),
  }));

  route(app, eventsApi.remove, async ({ auth, params }) => {
    await opts.deleteEvent(scopeOf(auth), params.id);
    return {};
  });
}
