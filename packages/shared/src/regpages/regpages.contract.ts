import { z } from 'zod';
import { endpoints } from '../contract.js';
import { RegPageResults, RegPageUpdateRequest } from './regpage.schema.js';

const IdParams = z.object({ id: z.string() });

/** events/{id}/regpage: the organiser's registration page of an event. */
export const regpagesApi = endpoints('regpages', {
  get: {
    method: 'GET',
    path: '/events/:id/regpage',
    summary: "Get an event's registration page",
    description:
      "The event's registration page (defaults in the organiser's language before its first save), the registrations so far and the plan's limit per event (null = unlimited). Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    results: RegPageResults,
    errors: ['NOT_FOUND'],
  },
  update: {
    method: 'PUT',
    path: '/events/:id/regpage',
    summary: "Save an event's registration page",
    description:
      'Saves every field of the page if `version` is current (else STALE_VERSION). Rich text is sanitised; a wall-time startsAt (no offset) is read in the time zone of the event. Field errors: pageCode used (validation.alreadyUsed), mailHtml / mailText without {{authurl}} (validation.authUrl), an image not of the tenant or a template.',
    access: 'user',
    params: IdParams,
    body: RegPageUpdateRequest,
    results: RegPageResults,
    errors: ['STALE_VERSION', 'NOT_FOUND'],
  },
});
