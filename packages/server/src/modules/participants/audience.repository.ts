import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type ParticipantRow,
  type StoredSegment,
  mailSuppressions,
  participants,
} from '../../db/schema/index.js';

/**
 * The condition "the participant answered `value`" for any of these profile items: the answer is
 * the value, holds it (checkboxes), or is `true` for the value "true". Never true without items.
 */
function answered(itemIds: readonly string[], value: string): SQL {
  if (itemIds.length === 0) return sql`false`;
  const checks = itemIds.map(
    (id) =>
      sql`((${participants.answers} -> ${id}) @> to_jsonb(${value}::text) or (${participants.answers} ->> ${id}) = ${value})`,
  );
  return sql`(${sql.join(checks, sql` or `)})`;
}

/** A segment of the chosen events' participants; `answerItemIds`: the items an answer segment names. */
export type Audience = {
  tenantId: string;
  eventIds: readonly string[];
  segment: StoredSegment;
  answerItemIds: readonly string[];
};

/** The participants of the audience's events the segment takes, suppressed ones included. */
function inAudience(a: Audience): SQL | undefined {
  const { segment } = a;
  return and(
    eq(participants.tenantId, a.tenantId),
    inArray(participants.eventId, [...a.eventIds]),
    segment.kind === 'confirmed' ? eq(participants.confirmed, true) : undefined,
    segment.kind === 'unconfirmed' ? eq(participants.confirmed, false) : undefined,
    segment.kind === 'answer' ? answered(a.answerItemIds, segment.value) : undefined,
  );
}

/** The place of a participant's event among the audience's events (their order decides who is first). */
const eventOrder = (a: Audience) =>
  sql`array_position(${sql.raw('ARRAY')}[${sql.join(
    a.eventIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}], ${participants.eventId})`;

const suppressed = (tenantId: string) =>
  sql`exists (select 1 from ${mailSuppressions} where ${mailSuppressions.tenantId} = ${tenantId} and ${mailSuppressions.email} = lower(${participants.email}))`;

/**
 * How many distinct addresses (lower case) the audience reaches, and how many of its addresses are
 * left out as unsubscribed or bounced. Throws nothing.
 */
export async function countAudience(
  db: Db,
  a: Audience,
): Promise<{ recipients: number; suppressed: number }> {
  if (a.eventIds.length === 0) return { recipients: 0, suppressed: 0 };
  const [row] = await db
    .select({
      recipients: sql<number>`count(distinct lower(${participants.email})) filter (where not ${suppressed(a.tenantId)})`,
      suppressed: sql<number>`count(distinct lower(${participants.email})) filter (where ${suppressed(a.tenantId)})`,
    })
    .from(participants)
    .where(inAudience(a));
  return { recipients: Number(row?.recipients ?? 0), suppressed: Number(row?.suppressed ?? 0) };
}

/**
 * The first recipient of the audience (events in the order given, then registration order), or
 * with `participantId` that participant if the audience reaches it. Throws nothing.
 */
export async function findRecipient(
  db: Db,
  a: Audience,
  participantId: string | null,
): Promise<ParticipantRow | undefined> {
  if (a.eventIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(participants)
    .where(
      and(
        inAudience(a),
        sql`not ${suppressed(a.tenantId)}`,
        participantId ? eq(participants.id, participantId) : undefined,
      ),
    )
    .orderBy(eventOrder(a), asc(participants.registeredAt), asc(participants.id))
    .limit(1);
  return row;
}

/**
 * SQL selecting the audience's recipients, one row per distinct address (lower case): `id` (the
 * participant of the first event in the given order, earliest registered) and `email`. Throws nothing.
 */
export function recipientsSql(a: Audience): SQL {
  const order = eventOrder(a);
  return sql`select distinct on (lower(${participants.email})) ${participants.id} as id, lower(${participants.email}) as email
    from ${participants}
    where ${inAudience(a)} and not ${suppressed(a.tenantId)}
    order by lower(${participants.email}), ${order}, ${participants.registeredAt}, ${participants.id}`;
}

/** Adds the address to the account's suppressed ones (unsubscribed or bounced); the first reason stays. Throws nothing. */
export async function suppress(
  db: Db,
  row: { tenantId: string; email: string; reason: 'unsubscribed' | 'bounced' },
): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ ...row, email: row.email.toLowerCase() })
    .onConflictDoNothing();
}

/** True when the account's mailings no longer go to the address. Throws nothing. */
export async function isSuppressed(db: Db, tenantId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: mailSuppressions.email })
    .from(mailSuppressions)
    .where(and(eq(mailSuppressions.tenantId, tenantId), eq(mailSuppressions.email, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/** The participants of these ids. Throws nothing. */
export async function participantsByIds(db: Db, ids: readonly string[]): Promise<ParticipantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(participants)
    .where(inArray(participants.id, [...ids]));
}

/** Why the account's mailings no longer go to these addresses, by address (lower case). Throws nothing. */
export async function suppressionsOf(
  db: Db,
  tenantId: string,
  emails: readonly string[],
): Promise<Map<string, 'unsubscribed' | 'bounced'>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: mailSuppressions.email, reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(
      and(
        eq(mailSuppressions.tenantId, tenantId),
        inArray(
          mailSuppressions.email,
          emails.map((e) => e.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.reason]));
}
