import { isUuid } from '@foyer/shared';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type PollOptionRow,
  type PollRow,
  type QaQuestionRow,
  pollOptions,
  pollVotes,
  polls,
  qaQuestions,
  qaVotes,
  shownInEvent,
  venueElements,
} from '../../db/schema/index.js';

export type PollWithOptions = PollRow & { options: PollOptionRow[] };

/** True when the event has this THEATRE_VIDEO with Q&A and polling on. Throws nothing. */
export async function isInteractiveTalk(db: Db, eventId: string, videoId: string): Promise<boolean> {
  if (!isUuid(videoId)) return false;
  const rows = await db
    .select({ id: venueElements.id })
    .from(venueElements)
    .where(
      and(
        eq(venueElements.id, videoId),
        shownInEvent(eventId),
        eq(venueElements.kind, 'THEATRE_VIDEO'),
        sql`(${venueElements.data}->>'interactive') = 'true'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * A talk's questions, most votes first (then oldest first): every one, or only the approved ones
 * and this participant's pending ones. Throws nothing.
 */
export async function listQuestions(
  db: Db,
  eventId: string,
  videoId: string,
  visibleTo: { all: true } | { approved: true } | { participantId: string },
): Promise<QaQuestionRow[]> {
  const visible =
    'all' in visibleTo
      ? undefined
      : 'approved' in visibleTo
        ? eq(qaQuestions.state, 'approved')
        : or(
            eq(qaQuestions.state, 'approved'),
            and(eq(qaQuestions.state, 'pending'), eq(qaQuestions.participantId, visibleTo.participantId)),
          );
  return db
    .select()
    .from(qaQuestions)
    .where(and(eq(qaQuestions.eventId, eventId), eq(qaQuestions.videoId, videoId), visible))
    .orderBy(desc(qaQuestions.votes), asc(qaQuestions.createdAt));
}

/** The talks (THEATRE_VIDEO) shown in the event that play this webcast, in venue order. Throws nothing. */
export async function talksOfWebcast(
  db: Db,
  eventId: string,
  webcastId: string,
): Promise<{ id: string; title: string; interactive: boolean }[]> {
  const rows = await db
    .select({ id: venueElements.id, data: venueElements.data })
    .from(venueElements)
    .where(
      and(
        shownInEvent(eventId),
        eq(venueElements.kind, 'THEATRE_VIDEO'),
        sql`(${venueElements.data}->>'webcastAssetId') = ${webcastId}`,
      ),
    )
    .orderBy(asc(venueElements.position), asc(venueElements.id));
  return rows.map((r) => {
    const data = r.data as { title?: unknown; interactive?: unknown };
    return {
      id: r.id,
      title: typeof data.title === 'string' ? data.title : '',
      interactive: data.interactive === true,
    };
  });
}

/** A question of the event, or undefined. Throws nothing. */
export async function findQuestion(
  db: Db,
  eventId: string,
  questionId: string,
): Promise<QaQuestionRow | undefined> {
  if (!isUuid(questionId)) return undefined;
  const [row] = await db
    .select()
    .from(qaQuestions)
    .where(and(eq(qaQuestions.id, questionId), eq(qaQuestions.eventId, eventId)));
  return row;
}

/**
 * Stores a pending question, once per (participant, client id): a retry answers the stored row
 * with `created` false. Throws nothing expected.
 */
export async function insertQuestion(
  db: Db,
  row: {
    eventId: string;
    videoId: string;
    participantId: string;
    authorName: string;
    text: string;
    clientId: string;
  },
): Promise<{ question: QaQuestionRow; created: boolean }> {
  const [inserted] = await db
    .insert(qaQuestions)
    .values(row)
    .onConflictDoNothing({ target: [qaQuestions.participantId, qaQuestions.clientId] })
    .returning();
  if (inserted) return { question: inserted, created: true };
  const [existing] = await db
    .select()
    .from(qaQuestions)
    .where(and(eq(qaQuestions.participantId, row.participantId), eq(qaQuestions.clientId, row.clientId)));
  return { question: existing!, created: false };
}

/** Changes a question's state or answer; the updated row. Throws nothing expected. */
export async function updateQuestion(
  db: Db,
  questionId: string,
  change: { state?: 'approved' | 'hidden'; answer?: string },
): Promise<QaQuestionRow> {
  const [row] = await db.update(qaQuestions).set(change).where(eq(qaQuestions.id, questionId)).returning();
  return row!;
}

/**
 * Adds this participant's vote to a question, or takes it back when there is one; the updated
 * question and whether the participant now votes for it. Throws nothing expected.
 */
export async function toggleVote(
  db: Db,
  questionId: string,
  participantId: string,
): Promise<{ question: QaQuestionRow; voted: boolean }> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(qaVotes)
      .values({ questionId, participantId })
      .onConflictDoNothing()
      .returning({ questionId: qaVotes.questionId });
    const voted = added.length > 0;
    if (!voted)
      await tx
        .delete(qaVotes)
        .where(and(eq(qaVotes.questionId, questionId), eq(qaVotes.participantId, participantId)));
    const [question] = await tx
      .update(qaQuestions)
      .set({ votes: sql`${qaQuestions.votes} + ${voted ? 1 : -1}` })
      .where(eq(qaQuestions.id, questionId))
      .returning();
    return { question: question!, voted };
  });
}

/** Ids of the talk's questions in the event this participant voted for. Throws nothing. */
export async function votedQuestionIds(
  db: Db,
  eventId: string,
  videoId: string,
  participantId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: qaVotes.questionId })
    .from(qaVotes)
    .innerJoin(qaQuestions, eq(qaQuestions.id, qaVotes.questionId))
    .where(
      and(
        eq(qaQuestions.eventId, eventId),
        eq(qaQuestions.videoId, videoId),
        eq(qaVotes.participantId, participantId),
      ),
    );
  return rows.map((r) => r.id);
}

async function withOptions(db: Db, rows: PollRow[]): Promise<PollWithOptions[]> {
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(pollOptions)
    .where(
      inArray(
        pollOptions.pollId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(pollOptions.position));
  return rows.map((poll) => ({ ...poll, options: options.filter((o) => o.pollId === poll.id) }));
}

/** A talk's polls in the event, newest first, with their options in order. Throws nothing. */
export async function listPolls(db: Db, eventId: string, videoId: string): Promise<PollWithOptions[]> {
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.eventId, eventId), eq(polls.videoId, videoId)))
    .orderBy(desc(polls.createdAt));
  return withOptions(db, rows);
}

/** A poll of the event with its options, or undefined. Throws nothing. */
export async function findPoll(
  db: Db,
  eventId: string,
  pollId: string,
): Promise<PollWithOptions | undefined> {
  if (!isUuid(pollId)) return undefined;
  const rows = await db
    .select()
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.eventId, eventId)));
  return (await withOptions(db, rows))[0];
}

/** Stores an open poll and its options. Throws nothing expected. */
export async function insertPoll(
  db: Db,
  row: { eventId: string; videoId: string; question: string; options: string[] },
): Promise<PollWithOptions> {
  return db.transaction(async (tx) => {
    const [poll] = await tx
      .insert(polls)
      .values({ eventId: row.eventId, videoId: row.videoId, question: row.question })
      .returning();
    const options = await tx
      .insert(pollOptions)
      .values(row.options.map((text, position) => ({ pollId: poll!.id, position, text })))
      .returning();
    return { ...poll!, options: options.sort((a, b) => a.position - b.position) };
  });
}

/** Closes a poll (kept closed if it already is). Throws nothing expected. */
export async function closePoll(db: Db, pollId: string): Promise<void> {
  await db
    .update(polls)
    .set({ closedAt: sql`coalesce(${polls.closedAt}, now())` })
    .where(eq(polls.id, pollId));
}

/**
 * Records a participant's vote in a poll while it is open; false when the participant already
 * voted or the poll is closed. Throws nothing expected.
 */
export async function insertPollVote(
  db: Db,
  vote: { pollId: string; optionId: string; participantId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the poll row: a vote and a close of the same poll do not interleave.
    const [open] = await tx
      .select({ closedAt: polls.closedAt })
      .from(polls)
      .where(eq(polls.id, vote.pollId))
      .for('update');
    if (!open || open.closedAt) return false;
    const added = await tx.insert(pollVotes).values(vote).onConflictDoNothing().returning();
    if (added.length === 0) return false;
    await tx
      .update(pollOptions)
      .set({ votes: sql`${pollOptions.votes} + 1` })
      .where(eq(pollOptions.id, vote.optionId));
    return true;
  });
}

/** This participant's option per poll of the talk. Throws nothing. */
export async function pollVotesOf(
  db: Db,
  eventId: string,
  videoId: string,
  participantId: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .where(
      and(eq(polls.eventId, eventId), eq(polls.videoId, videoId), eq(pollVotes.participantId, participantId)),
    );
  return Object.fromEntries(rows.map((r) => [r.pollId, r.optionId]));
}

/**
 * Per talk (THEATRE_VIDEO id) of the event: the questions asked in [from, to), whatever their state.
 * Throws nothing.
 */
export async function questionsByTalk(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const q = qaQuestions;
  const rows = await db
    .select({ videoId: q.videoId, questions: sql<number>`count(*)::int` })
    .from(q)
    .where(
      and(
        eq(q.eventId, eventId),
        sql`${q.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${q.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(q.videoId);
  return new Map(rows.map((r) => [r.videoId, Number(r.questions)]));
}

/**
 * Per participant of the event: the questions they asked in [from, to), whatever their state, and
 * when the first was asked. Throws nothing.
 */
export async function questionsByParticipant(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { count: number; firstAt: Date }>> {
  const q = qaQuestions;
  const rows = await db
    .select({
      participantId: q.participantId,
      count: sql<number>`count(*)::int`,
      firstAt: sql<number>`(extract(epoch from min(${q.createdAt})) * 1000)::float8`,
    })
    .from(q)
    .where(
      and(
        eq(q.eventId, eventId),
        sql`${q.participantId} is not null`,
        sql`${q.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${q.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(q.participantId);
  return new Map(
    rows.map((r) => [r.participantId!, { count: Number(r.count), firstAt: new Date(Number(r.firstAt)) }]),
  );
}

/**
 * Per participant of the event: the polls they voted in in [from, to) and when they first voted.
 * Throws nothing.
 */
export async function pollVotesByParticipant(
  db: Db,
  eventId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { count: number; firstAt: Date }>> {
  const v = pollVotes;
  const rows = await db
    .select({
      participantId: v.participantId,
      count: sql<number>`count(*)::int`,
      firstAt: sql<number>`(extract(epoch from min(${v.createdAt})) * 1000)::float8`,
    })
    .from(v)
    .innerJoin(polls, eq(polls.id, v.pollId))
    .where(
      and(
        eq(polls.eventId, eventId),
        sql`${v.createdAt} >= ${from.toISOString()}::timestamptz`,
        sql`${v.createdAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(v.participantId);
  return new Map(
    rows.map((r) => [r.participantId, { count: Number(r.count), firstAt: new Date(Number(r.firstAt)) }]),
  );
}
