import { editorApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { scopeOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as editorService from './editor.service.js';

/**
 * events/{id}/venue, events/{id}/elements* and events/{id}/sharedRooms (`editorApi`): the element
 * editor (issue 5) and the shared rooms a venue shows (issue 15).
 */
export async function editorRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, editorApi.getVenue, ({ auth, params }) =>
    editorService.getEditorVenue(deps, scopeOf(auth), params.id, auth.user.language),
  );

  route(app, editorApi.createElement, ({ auth, params, body }) =>
    editorService.createElement(deps, scopeOf(auth), params.id, body),
  );

  route(app, editorApi.reorderElements, async ({ auth, params, body }) => ({
    versions: await editorService.reorderElements(deps, scopeOf(auth), params.id, body),
  }));

  route(app, editorApi.updateElement, ({ auth, params, body }) =>
    editorService.updateElement(deps, scopeOf(auth), params.id, params.elementId, body),
  );

  route(app, editorApi.deleteElement, async ({ auth, params, query }) => {
    await editorService.deleteElement(deps, scopeOf(auth), params.id, params.elementId, query.version);
    return {};
  });

  route(app, editorApi.listSharedRooms, ({ auth, params }) =>
    editorService.listSharedRooms(deps, scopeOf(auth), params.id),
  );

  route(app, editorApi.addSharedRoom, ({ auth, params, body }) =>
    editorService.addSharedRoom(deps, scopeOf(auth), params.id, body),
  );
}
