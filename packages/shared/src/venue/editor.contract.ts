import { z } from 'zod';
import { endpoints } from '../contract.js';
import {
  ElementCreateRequest,
  ElementDeleteQuery,
  ElementDeleteResults,
  ElementOrderRequest,
  ElementResults,
  ElementUpdateRequest,
  ElementVersionsResults,
  SharedRoomAddRequest,
  SharedRoomsResults,
  VenueEditorResults,
} from './editor.schema.js';

const IdParams = z.object({ id: z.string() });
const ElementParams = z.object({ id: z.string(), elementId: z.string() });

const CHECKS =
  'The venue as it would be afterwards must pass the rules of a saved venue: each kind in the rooms that may hold it, slots of the design that take it (one door, staff, monitor or screen per slot), element targets and references that resolve to an element of the right kind, target kinds the element kind may use, assets of the tenant or templates of a fitting kind, the list limits. Field errors: VALIDATION_FAILED with results.fields under `element.`.';

/**
 * events/{id}/venue and events/{id}/elements*: the element editor (issue 5). Every element has its
 * own `version`; a change names the version it started from, and a stale one is STALE_VERSION.
 */
export const editorApi = endpoints('editor', {
  getVenue: {
    method: 'GET',
    path: '/events/:id/venue',
    summary: "Get an event's venue for the editor",
    description:
      "The editor's view of an event: the event, its saved venue (rooms shared from other events included, with their elements), each element's version by id, the assets the venue and logo use, and `sharing`: which rooms are borrowed from which event and which are shown by which others. Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    results: VenueEditorResults,
    errors: ['NOT_FOUND'],
  },
  createElement: {
    method: 'POST',
    path: '/events/:id/elements',
    summary: 'Add an element to a venue',
    description: `Adds one element at the end of its list, with version 1. Room elements and agenda items name their room or day in \`parentId\` (else fields.parentId); a door names its room in element.roomId. Date-times without an offset are wall times of the event's time zone (\`Event.timeZone\`), stored in UTC. ${CHECKS} A breakout room on a plan without them: 403 PREMIUM_REQUIRED. Answers the element as read back and its version.`,
    access: 'user',
    params: IdParams,
    body: ElementCreateRequest,
    results: ElementResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
  reorderElements: {
    method: 'PUT',
    path: '/events/:id/elements/order',
    summary: 'Reorder a list of sibling elements',
    description:
      "Puts one list of siblings (the elements with `parentId` in the list of ids[0]: rooms, a room's elements or doors, agenda days, a day's items, chats, breakout rooms, profile fields, moderators) in the order of `ids`. Ids not exactly the list's current members: STALE_VERSION. Versions stay (order is not part of an element's fields); answers them.",
    access: 'user',
    params: IdParams,
    body: ElementOrderRequest,
    results: ElementVersionsResults,
    errors: ['STALE_VERSION', 'NOT_FOUND'],
  },
  updateElement: {
    method: 'PUT',
    path: '/events/:id/elements/:elementId',
    summary: "Change an element's fields",
    description: `Replaces an element's fields if \`version\` is its current one (else STALE_VERSION) and increases the version. The kind cannot change (fields element.kind); a chat's title cannot change (fields element.title = validation.fixed); a room keeps its elements and a day its items; a door may move to another room or slot. ${CHECKS} Sharing a room (shared: true) needs business (403 PREMIUM_REQUIRED) and a room whose targets and references stay inside it (else validation.sharedReference); a change to a shared room must leave the venues that show it valid. Unsharing a room other events show: REMOVABLE_DOC_HAS_DEPENDENCIES with their names. A room borrowed from another event, or an element in it: fields.element = validation.sharedRoom. Answers the element as read back and its version.`,
    access: 'user',
    params: ElementParams,
    body: ElementUpdateRequest,
    results: ElementResults,
    errors: ['STALE_VERSION', 'PREMIUM_REQUIRED', 'REMOVABLE_DOC_HAS_DEPENDENCIES', 'NOT_FOUND'],
  },
  deleteElement: {
    method: 'DELETE',
    path: '/events/:id/elements/:elementId',
    summary: 'Delete an element with its children',
    description:
      "Deletes an element with its children (a room's elements and doors, a day's items) if `version` is current (else STALE_VERSION). Used elsewhere (a target, a talk's chat, a breakout's moderator, a theatre's next room, the event's start room or help booth, a shared room other events show — type event.sharedRoom with the event's name): REMOVABLE_DOC_HAS_DEPENDENCIES with results.usages [{ type, id, label }]. A room borrowed from another event is removed from this venue only; an element inside one: VALIDATION_FAILED validation.sharedRoom.",
    access: 'user',
    params: ElementParams,
    query: ElementDeleteQuery,
    results: ElementDeleteResults,
    errors: ['STALE_VERSION', 'REMOVABLE_DOC_HAS_DEPENDENCIES', 'NOT_FOUND'],
  },
  listSharedRooms: {
    method: 'GET',
    path: '/events/:id/sharedRooms',
    summary: 'List the shared rooms this venue could show',
    description:
      'The rooms other events of the account share (Room.shared), of the events this person may reach, with their event and whether this venue shows them already. Any plan may list; adding one needs business.',
    access: 'user',
    params: IdParams,
    results: SharedRoomsResults,
    errors: ['NOT_FOUND'],
  },
  addSharedRoom: {
    method: 'POST',
    path: '/events/:id/sharedRooms',
    summary: "Show another event's shared room in this venue",
    description:
      "Adds a room at the end of the rooms that shows the shared room `roomId` of another event of the account: its fields and elements are that room's (changed only in its own event; here they answer VALIDATION_FAILED with validation.sharedRoom), its doors, chats and presence are this event's. Below business: 403 PREMIUM_REQUIRED. A room that is not shared, of this event, or of an event out of reach: fields.roomId = validation.invalid; shown here already: validation.alreadyUsed; the rooms list full: fields.element. Answers the room as read back and its version; delete it like any element.",
    access: 'user',
    params: IdParams,
    body: SharedRoomAddRequest,
    results: ElementResults,
    errors: ['PREMIUM_REQUIRED', 'NOT_FOUND'],
  },
});
