import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.js';
import { events } from './events.js';

/**
 * One element of an event's venue (a room, a canvas, a door, an agenda day…). References between
 * elements are real foreign keys: a target whose element is deleted becomes NULL (read back as the
 * target `none`), children go with their parent, everything goes with the event.
 */
export const venueElements = pgTable(
  'venue_elements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The room of a placed element or door, the day of an agenda item. */
    parentId: uuid('parent_id').references((): AnyPgColumn => venueElements.id, { onDelete: 'cascade' }),
    /** Order among its siblings. */
    position: integer('position').notNull(),
    slotId: text('slot_id'),
    designId: text('design_id'),
    /** The element's other fields (validated by the shared schema of its kind). */
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    /** The link target's kind, and its url/options for url targets. */
    targetKind: text('target_kind').notNull().default('none'),
    target: jsonb('target').$type<Record<string, unknown>>(),
    targetElementId: uuid('target_element_id').references((): AnyPgColumn => venueElements.id, {
      onDelete: 'set null',
    }),
    targetAssetId: uuid('target_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    /** A second element reference: a theatre's next room, a breakout's moderator, a talk's chat. */
    refElementId: uuid('ref_element_id').references((): AnyPgColumn => venueElements.id, {
      onDelete: 'set null',
    }),
    /** 1 when created, +1 on each update: an edit names the version it started from (issue 5). */
    version: integer('version').notNull().default(1),
    /**
     * A room that shows another event's shared room (issue 15): its fields and elements are read from
     * that room. Restricted: the venue service refuses to delete a room other events show.
     */
    sharedRoomId: uuid('shared_room_id').references((): AnyPgColumn => venueElements.id, {
      onDelete: 'restrict',
    }),
  },
  (t) => [
    index('venue_elements_event_idx').on(t.eventId, t.kind, t.position),
    index('venue_elements_parent_idx').on(t.parentId),
    index('venue_elements_target_idx').on(t.targetElementId).where(sql`${t.targetElementId} is not null`),
    index('venue_elements_ref_idx').on(t.refElementId).where(sql`${t.refElementId} is not null`),
    uniqueIndex('venue_elements_shared_room_idx')
      .on(t.sharedRoomId, t.eventId)
      .where(sql`${t.sharedRoomId} is not null`),
  ],
);

export type VenueElementRow = typeof venueElements.$inferSelect;
export type NewVenueElement = typeof venueElements.$inferInsert;

/**
 * SQL: the element (of the unaliased `venue_elements`) shows in the event's venue — one of its own, or
 * an element (not a door) of a shared room the venue shows (issue 15). One rule for every query that
 * asks "is this element of that event?".
 */
export const shownInEvent = (eventId: string) =>
  sql`(${venueElements.eventId} = ${eventId} or (${venueElements.kind} <> 'DOOR' and ${venueElements.parentId} in (select p.shared_room_id from venue_elements p where p.event_id = ${eventId} and p.shared_room_id is not null)))`;
