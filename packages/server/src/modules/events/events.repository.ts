import { and, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { type EventRow, type NewEvent, events, participants } from '../../db/schema/index.js';

export type EventPatch = Partial<
  Omit<NewEvent, 'id' | 'tenantId' | 'createdAt' | 'version' | 'updatedAt' | 'origin'>
>;

/** Unique index names the service maps to field errors. */
const EVENT_NAME_INDEX = 'events_tenant_name_idx';
const EVENT_PAGE_CODE_INDEX = 'events_page_code_idx';

/** The field each unique index of events guards (what a violation of it is reported on). */
export const EVENT_UNIQUE_FIELDS = {
  [EVENT_NAME_INDEX]: 'name',
  [EVENT_PAGE_CODE_INDEX]: 'pageCode',
} as const;

const ofTenant = (tenantId: string, id: string) => and(eq(events.tenantId, tenantId), eq(events.id, id));
const except = (id?: string) => (id ? ne(events.id, id) : undefined);

/** The tenant's events, newest first. Throws nothing. */
export async function listEvents(
  db: Db,
  tenantId: string,
  onlyIds: readonly string[] | null = null,
): Promise<EventRow[]> {
  if (onlyIds?.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(
      onlyIds
        ? and(eq(events.tenantId, tenantId), inArray(events.id, [...onlyIds]))
        : eq(events.tenantId, tenantId),
    )
    .orderBy(desc(events.createdAt), desc(events.id));
}

export type EventWithRegistrations = EventRow & { registrations: number };

/**
 * An event's columns and how many participants it has, as the database counts them
 * (`registration_counts`; spelled out: a single-table select leaves columns unqualified).
 */
const withRegistrations = {
  ...getTableColumns(events),
  registrations: sql<number>`coalesce((select "registration_counts"."registrations" from "registration_counts"
    where "registration_counts"."event_id" = "events"."id"), 0)`.mapWith(Number),
};

// The organiser's events list runs this on each load (issue 20, P1): one statement, prepared.
const tenantEventsWithRegistrations = preparedOn((db) =>
  db
    .select(withRegistrations)
    .from(events)
    .where(eq(events.tenantId, sql.placeholder('tenantId')))
    .orderBy(desc(events.createdAt), desc(events.id))
    .prepare('events_list_with_registrations'),
);

/** The tenant's events (all, or only `onlyIds`), newest first, each with how many participants it has. Throws nothing. */
export async function listEventsWithRegistrations(
  db: Db,
  tenantId: string,
  onlyIds: readonly string[] | null = null,
): Promise<EventWithRegistrations[]> {
  if (onlyIds?.length === 0) return [];
  if (!onlyIds) return tenantEventsWithRegistrations(db).execute({ tenantId });
  return db
    .select(withRegistrations)
    .from(events)
    .where(and(eq(events.tenantId, tenantId), inArray(events.id, [...onlyIds])))
    .orderBy(desc(events.createdAt), desc(events.id));
}

/** The tenant's event with this id, or undefined. Throws nothing. */
export async function findEvent(db: Db, tenantId: string, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(ofTenant(tenantId, id)).limit(1);
  return row;
}

/**
 * The tenant's event, its row locked until the transaction ends (edits of one event or its venue
 * wait for each other), or undefined. Throws nothing.
 */
export async function lockEvent(db: Db, tenantId: string, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(ofTenant(tenantId, id)).for('update');
  return row;
}

/** The event with this id (any tenant), or undefined. Throws nothing. */
export async function findEventById(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** The event with this page code, or undefined. Throws nothing. */
export async function findEventByPageCode(db: Db, pageCode: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.pageCode, pageCode));
  return row;
}

/** How many events the tenant has (all, or only open ones). Throws nothing. */
export async function countEvents(db: Db, tenantId: string, only: { open?: boolean } = {}): Promise<number> {
  const where =
    only.open === undefined
      ? eq(events.tenantId, tenantId)
      : and(eq(events.tenantId, tenantId), eq(events.open, only.open));
  const [row] = await db.select({ n: count() }).from(events).where(where);
  return row?.n ?? 0;
}

/** True when another event of the tenant has this name (case-insensitive). Throws nothing. */
export async function nameTaken(db: Db, tenantId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), sql`lower(${events.name}) = lower(${name})`, except(exceptId)))
    .limit(1);
  return row !== undefined;
}

/** True when another event of the tenant has this title line 1 (case-insensitive). Throws nothing. */
export async function titleTaken(
  db: Db,
  tenantId: string,
  title: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.tenantId, tenantId), sql`lower(${events.title1}) = lower(${title})`, except(exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** True when any other event has this page code. Throws nothing. */
export async function pageCodeTaken(db: Db, pageCode: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.pageCode, pageCode), except(exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts an event. Throws the unique violations of EVENT_NAME_INDEX / EVENT_PAGE_CODE_INDEX. */
export async function insertEvent(db: Db, row: NewEvent): Promise<EventRow> {
  const [inserted] = await db.insert(events).values(row).returning();
  return inserted!;
}

/**
 * Changes an event if its version is still `version`, and increases the version; undefined when
 * the event is gone or was changed meanwhile. Throws the unique violations of its indexes.
 */
export async function updateEvent(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  patch: EventPatch,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...patch, version: sql`${events.version} + 1`, updatedAt: new Date() })
    .where(and(ofTenant(tenantId, id), eq(events.version, version)))
    .returning();
  return row;
}

/** The `frameAncestors` of the event with this page code, or undefined. Throws nothing. */
export async function frameAncestorsByPageCode(db: Db, pageCode: string): Promise<string[] | undefined> {
  const [row] = await db
    .select({ frameAncestors: events.frameAncestors })
    .from(events)
    .where(eq(events.pageCode, pageCode))
    .limit(1);
  return row?.frameAncestors;
}

/** Sets an event's page code, increasing its settings version. Throws a unique violation when taken. */
export async function setPageCode(db: Db, eventId: string, pageCode: string): Promise<void> {
  const [row] = await db.select({ version: events.version }).from(events).where(eq(events.id, eventId));
  await db
    .update(events)
    .set({ pageCode, version: (row?.version ?? 0) + 1, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

/** Marks the event as changed now (its `lastUpdate`), leaving its settings version alone. Throws nothing. */
export async function touchEvent(db: Db, id: string): Promise<void> {
  await db.update(events).set({ updatedAt: new Date() }).where(eq(events.id, id));
}

/** Sets fields without a version check (right after creation, inside its transaction). Throws nothing. */
export async function setEventFields(db: Db, id: string, patch: EventPatch): Promise<EventRow> {
  const [row] = await db.update(events).set(patch).where(eq(events.id, id)).returning();
  return row!;
}

/** Deletes an event; its venue elements go with it (foreign keys). Throws nothing. */
export async function deleteEvent(db: Db, tenantId: string, id: string): Promise<boolean> {
  // The event's own references into its venue first, so that the cascade meets no cycle.
  await db.update(events).set({ startRoomId: null, helpBoothId: null }).where(ofTenant(tenantId, id));
  const rows = await db.delete(events).where(ofTenant(tenantId, id)).returning({ id: events.id });
  return rows.length > 0;
}

/** Which of these events exist and are open. Throws nothing. */
export async function openEventIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, [...ids]), eq(events.open, true)));
  return new Set(rows.map((r) => r.id));
}

/** How many of the tenant's events are open, and the most participants any one of its events has. Throws nothing. */
export async function usageOfTenant(
  db: Db,
  tenantId: string,
): Promise<{ openEvents: number; mostParticipants: number }> {
  const [open] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.open, true)));
  const perEvent = db
    .select({ n: count().as('n') })
    .from(participants)
    .where(eq(participants.tenantId, tenantId))
    .groupBy(participants.eventId)
    .as('per_event');
  const [most] = await db.select({ n: sql<number>`coalesce(max(${perEvent.n}), 0)::int` }).from(perEvent);
  return { openEvents: open?.n ?? 0, mostParticipants: Number(most?.n ?? 0) };
}

/**
 * Closes the tenant's open events beyond the `keep` most recently changed ones (a lower plan's
 * open-events quota); answers the closed ids. Throws nothing.
 */
export async function closeOpenEventsBeyond(db: Db, tenantId: string, keep: number): Promise<string[]> {
  const open = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.open, true)))
    .orderBy(desc(events.updatedAt), desc(events.id));
  const closing = open.slice(keep).map((r) => r.id);
  if (closing.length === 0) return [];
  await db
    .update(events)
    .set({ open: false, version: sql`${events.version} + 1` })
    .where(and(eq(events.tenantId, tenantId), inArray(events.id, closing)));
  return closing;
}
