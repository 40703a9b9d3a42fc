import type { ParticipantListQuery } from '@foyer/shared';
import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import { type BucketSpec, bucketStartOf } from '../../db/buckets.js';
import type { Db } from '../../db/client.js';
import {
  type NewParticipant,
  type NewParticipantFile,
  type ParticipantFileRow,
  type ParticipantRow,
  events,
  participantFiles,
  participantLinks,
  participants,
} from '../../db/schema/index.js';

/** Personal links a participant keeps at most: the oldest go when a resend adds one more. */
export const LINKS_KEPT = 5;

/** Which of these participant ids still exist. Throws nothing. */
export async function existingIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: participants.id })
    .from(participants)
    .where(inArray(participants.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export type ParticipantWithEvent = ParticipantRow & { eventName: string };

/** The participant of an event with this address (lower case), or undefined. Throws nothing. */
export async function findByEmail(
  db: Db,
  eventId: string,
  email: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.eventId, eventId), eq(participants.email, email)));
  return row;
}

/**
 * The participant who holds a personal link whose token has this hash (of one event when `eventId`
 * is given), or undefined. Throws nothing.
 */
export async function findByTokenHash(
  db: Db,
  tokenHash: string,
  eventId?: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select({ participant: participants })
    .from(participantLinks)
    .innerJoin(participants, eq(participants.id, participantLinks.participantId))
    .where(
      eventId === undefined
        ? eq(participantLinks.tokenHash, tokenHash)
        : and(eq(participantLinks.tokenHash, tokenHash), eq(participants.eventId, eventId)),
    )
    .limit(1);
  return row?.participant;
}

/** The tenant's participant with this id, or undefined. Throws nothing. */
export async function findOfTenant(
  db: Db,
  tenantId: string,
  id: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db
    .select()
    .from(participants)
    .where(and(eq(participants.tenantId, tenantId), eq(participants.id, id)));
  return row;
}

/** Adds a participant. Throws a unique violation when the address is registered for the event. */
export async function insertParticipant(db: Db, row: NewParticipant): Promise<ParticipantRow> {
  const [saved] = await db.insert(participants).values(row).returning();
  return saved!;
}

/**
 * A new participant of a registration and their first personal link (the token's hash), in one
 * statement; answers its id, or undefined when the address is registered for the event already
 * (also by a registration at the same moment). The insert counts it in `registration_counts` (a
 * trigger, migration 0035), whose row stays locked until the transaction ends; with a finite
 * `quota`, set for the transaction, a count beyond it refuses the insert. Throws a foreign key
 * violation when the event is gone, an over-quota error (db/errors.ts isOverQuota).
 */
export async function insertRegistered(
  db: Db,
  row: Pick<NewParticipant, 'eventId' | 'tenantId' | 'email' | 'firstName' | 'lastName' | 'answers'>,
  tokenHash: string,
  quota: number,
): Promise<string | undefined> {
  const { eventId, tenantId, ...person } = row;
  const ids = await insertRegisteredMany(db, { eventId, tenantId }, [{ ...person, tokenHash }], quota);
  return ids.get(row.email);
}

/**
 * Registers several new participants of one event as insertRegistered does, in one statement: each
 * with its first personal link, counted at once and refused all together when the count would go
 * beyond a finite `quota`. Answers the ids of those inserted by address; an address registered
 * already (also at the same moment) is left out. Throws as insertRegistered.
 */
export async function insertRegisteredMany(
  db: Db,
  event: { eventId: string; tenantId: string },
  rows: readonly (Pick<NewParticipant, 'email' | 'firstName' | 'lastName' | 'answers'> & {
    tokenHash: string;
  })[],
  quota: number,
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.email}::text, ${r.firstName}::text, ${r.lastName}::text, ${JSON.stringify(r.answers ?? {})}::jsonb, ${r.tokenHash}::text)`,
    ),
    sql`, `,
  );
  // The quota's setting is made by the statement itself (its CTE runs before the statement's
  // triggers): the count's lock is then held for one round trip and the commit.
  const result = await db.execute(sql`
    with quota as (
      select set_config('foyer.registration_quota', ${Number.isFinite(quota) ? String(quota) : ''}, true)
    ),
    input (email, first_name, last_name, answers, token_hash) as (values ${values}),
    inserted as (
      insert into ${participants} (event_id, tenant_id, email, first_name, last_name, answers)
      select ${event.eventId}, ${event.tenantId}, email, first_name, last_name, answers from input
      on conflict (event_id, email) do nothing
      returning id, email
    ),
    linked as (
      insert into ${participantLinks} (participant_id, token_hash)
      select inserted.id, input.token_hash from inserted join input on input.email = inserted.email
    )
    select inserted.id, inserted.email from inserted, quota`);
  const inserted = (result as unknown as { rows: { id: string; email: string }[] }).rows;
  return new Map(inserted.map((r) => [r.email, r.id]));
}

/** Which of these addresses are registered for the event. Throws nothing. */
export async function registeredEmails(
  db: Db,
  eventId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: participants.email })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), inArray(participants.email, [...emails])));
  return new Set(rows.map((r) => r.email));
}

/**
 * Gives a participant one more personal link (the token's hash); the earlier ones keep working,
 * except those beyond the newest LINKS_KEPT. Throws nothing.
 */
export async function addLink(db: Db, participantId: string, tokenHash: string): Promise<void> {
  await db.insert(participantLinks).values({ participantId, tokenHash });
  await db.execute(sql`
    delete from ${participantLinks}
    where ${participantLinks.participantId} = ${participantId}
      and ${participantLinks.tokenHash} not in (
        select ${participantLinks.tokenHash} from ${participantLinks}
        where ${participantLinks.participantId} = ${participantId}
        order by ${participantLinks.createdAt} desc, ${participantLinks.tokenHash}
        limit ${LINKS_KEPT})`);
}

/** Marks a participant confirmed (keeping the first confirmation time). Throws nothing. */
export async function confirm(db: Db, id: string): Promise<void> {
  await db
    .update(participants)
    .set({ confirmed: true, confirmedAt: sql`coalesce(${participants.confirmedAt}, now())` })
    .where(eq(participants.id, id));
}

/** Removes the tenant's participant; false when there was none. Throws nothing. */
export async function deleteOfTenant(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(participants)
    .where(and(eq(participants.tenantId, tenantId), eq(participants.id, id)))
    .returning({ id: participants.id });
  return rows.length > 0;
}

const SORT_COLUMNS = {
  registeredAt: participants.registeredAt,
  email: participants.email,
  lastName: participants.lastName,
  confirmed: participants.confirmed,
};

/** `%text%` for ILIKE with its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(
  tenantId: string,
  query: Pick<ParticipantListQuery, 'eventId' | 'search'>,
  onlyEventIds: readonly string[] | null,
): SQL {
  const conditions: SQL[] = [eq(participants.tenantId, tenantId)];
  if (query.eventId) conditions.push(eq(participants.eventId, query.eventId));
  if (onlyEventIds) conditions.push(inArray(participants.eventId, [...onlyEventIds]));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(participants.email, pattern),
        ilike(participants.firstName, pattern),
        ilike(participants.lastName, pattern),
      )!,
    );
  }
  return and(...conditions)!;
}

/**
 * One page of the tenant's participants (with their event's name) and the total; with
 * `onlyEventIds`, of those events only. Throws nothing.
 */
export async function listParticipants(
  db: Db,
  tenantId: string,
  query: ParticipantListQuery,
  onlyEventIds: readonly string[] | null = null,
): Promise<{ rows: ParticipantWithEvent[]; total: number }> {
  if (onlyEventIds?.length === 0) return { rows: [], total: 0 };
  const where = listWhere(tenantId, query, onlyEventIds);
  const direction = query.order === 'ASC' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ participant: participants, eventName: events.name })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(participants.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(participants).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.participant, eventName: r.eventName })),
    total: Number(totalRow?.n ?? 0),
  };
}

/** Every participant of an event, oldest first. Throws nothing. */
export async function listOfEvent(db: Db, eventId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(eq(participants.eventId, eventId))
    .orderBy(asc(participants.registeredAt), asc(participants.id));
}

/** The claimed answer file with this id of one of the tenant's events, or undefined. Throws nothing. */
export async function findFileOfTenant(
  db: Db,
  tenantId: string,
  id: string,
): Promise<ParticipantFileRow | undefined> {
  const [row] = await db
    .select({ file: participantFiles })
    .from(participantFiles)
    .innerJoin(events, eq(events.id, participantFiles.eventId))
    .where(
      and(
        eq(participantFiles.id, id),
        eq(events.tenantId, tenantId),
        isNotNull(participantFiles.participantId),
      ),
    );
  return row?.file;
}

/** The names of an event's claimed answer files by id. Throws nothing. */
export async function fileNamesOfEvent(db: Db, eventId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: participantFiles.id, fileName: participantFiles.fileName })
    .from(participantFiles)
    .where(and(eq(participantFiles.eventId, eventId), isNotNull(participantFiles.participantId)));
  return new Map(rows.map((r) => [r.id, r.fileName]));
}

/** Adds an uploaded answer file (unclaimed). Throws nothing expected. */
export async function insertFile(db: Db, row: NewParticipantFile): Promise<ParticipantFileRow> {
  const [saved] = await db.insert(participantFiles).values(row).returning();
  return saved!;
}

/** The ids among `ids` of this event's files no participant has claimed. Throws nothing. */
export async function unclaimedFileIds(db: Db, eventId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: participantFiles.id })
    .from(participantFiles)
    .where(
      and(
        eq(participantFiles.eventId, eventId),
        inArray(participantFiles.id, ids),
        isNull(participantFiles.participantId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Gives the participant those of this event's files among `ids` that are still unclaimed; answers
 * how many it claimed. Throws nothing.
 */
export async function claimFiles(
  db: Db,
  eventId: string,
  ids: string[],
  participantId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(participantFiles)
    .set({ participantId })
    .where(
      and(
        eq(participantFiles.eventId, eventId),
        inArray(participantFiles.id, ids),
        isNull(participantFiles.participantId),
      ),
    )
    .returning({ id: participantFiles.id });
  return rows.length;
}

/**
 * Removes up to `limit` unclaimed files created before `cutoff`; answers their storage keys. A file
 * claimed meanwhile is kept (the claim and this delete lock the same row). Throws nothing.
 */
export async function deleteUnclaimedFilesBefore(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const unclaimedBefore = and(isNull(participantFiles.participantId), lt(participantFiles.createdAt, cutoff));
  const batch = db
    .select({ id: participantFiles.id })
    .from(participantFiles)
    .where(unclaimedBefore)
    .limit(limit);
  const rows = await db
    .delete(participantFiles)
    .where(and(inArray(participantFiles.id, batch), unclaimedBefore))
    .returning({ storageKey: participantFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Removes the files a participant claimed; answers their storage keys. Throws nothing. */
export async function deleteFilesOfParticipant(db: Db, participantId: string): Promise<string[]> {
  const rows = await db
    .delete(participantFiles)
    .where(eq(participantFiles.participantId, participantId))
    .returning({ storageKey: participantFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Removes every file of an event, claimed or not; answers their storage keys. Throws nothing. */
export async function deleteFilesOfEvent(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .delete(participantFiles)
    .where(eq(participantFiles.eventId, eventId))
    .returning({ storageKey: participantFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/**
 * Per bucket (start in epoch ms) of [from, to): the event's participants registered in it and the
 * confirmations made in it; buckets without either are left out. Throws nothing.
 */
export async function registrationsByBucket(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
  spec: BucketSpec,
): Promise<{ at: number; registered: number; confirmed: number }[]> {
  const p = participants;
  const inRange = (column: typeof p.registeredAt | typeof p.confirmedAt) =>
    sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
  const result = await db.execute(sql`select b.at, sum(b.registered)::int as registered,
      sum(b.confirmed)::int as confirmed
    from (
      select ${bucketStartOf(p.registeredAt, spec)} as at, 1 as registered, 0 as confirmed
      from ${p} where ${p.eventId} = ${eventId} and ${inRange(p.registeredAt)}
      union all
      select ${bucketStartOf(p.confirmedAt, spec)}, 0, 1
      from ${p} where ${p.eventId} = ${eventId} and ${inRange(p.confirmedAt)}
    ) b
    group by b.at`);
  return (result as unknown as { rows: { at: number; registered: number; confirmed: number }[] }).rows.map(
    (r) => ({ at: Number(r.at), registered: Number(r.registered), confirmed: Number(r.confirmed) }),
  );
}
