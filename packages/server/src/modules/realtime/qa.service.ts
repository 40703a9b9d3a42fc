import type { Poll, QaQuestion, RealtimeAcks, RealtimeInput } from '@foyer/shared';
import type { ConsoleQa, Deps } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { QaQuestionRow } from '../../db/schema/index.js';
import * as qaRepo from './qa.repository.js';
import type { PollWithOptions } from './qa.repository.js';
import {
  type RealtimeContext,
  type SocketData,
  type VenueServer,
  fail,
  participantRoom,
  pollRoom,
  qaModRoom,
  qaRoom,
} from './realtime.context.js';

/**
 * Q&A and polling of an auditorium talk (contract: shared visits/qa.schema.ts): only THEATRE_VIDEO
 * elements of the visitor's event with `interactive` on (any other id: NOT_FOUND); the event's
 * moderators approve, hide and answer questions and run polls.
 */

/** The contract's QaQuestion of a row. Throws nothing. */
function presentQuestion(row: QaQuestionRow): QaQuestion {
  return {
    id: row.id,
    videoId: row.videoId,
    participantId: row.participantId,
    authorName: row.authorName,
    text: row.text,
    state: row.state as QaQuestion['state'],
    votes: row.votes,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The contract's Poll of a row: with its counts, or with them hidden (null). Throws nothing. */
function presentPoll(row: PollWithOptions, withCounts: boolean): Poll {
  const total = row.options.reduce((sum, o) => sum + o.votes, 0);
  return {
    id: row.id,
    videoId: row.videoId,
    question: row.question,
    options: row.options.map((o) => ({ id: o.id, text: o.text, votes: withCounts ? o.votes : null })),
    isOpen: row.closedAt === null,
    total: withCounts ? total : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const isTalk = (deps: Deps, me: SocketData, videoId: string) =>
  qaRepo.isInteractiveTalk(deps.db, me.eventId, videoId);

/** A question of this event whose talk still has Q&A on, or undefined. Throws nothing. */
async function questionOf(
  deps: Deps,
  me: SocketData,
  questionId: string,
): Promise<QaQuestionRow | undefined> {
  const question = await qaRepo.findQuestion(deps.db, me.eventId, questionId);
  return question && (await isTalk(deps, me, question.videoId)) ? question : undefined;
}

/** A poll of this event whose talk still has Q&A on, or undefined. Throws nothing. */
async function pollOf(deps: Deps, me: SocketData, pollId: string): Promise<PollWithOptions | undefined> {
  const poll = await qaRepo.findPoll(deps.db, me.eventId, pollId);
  return poll && (await isTalk(deps, me, poll.videoId)) ? poll : undefined;
}

/** Sends a question to those who may see it: everyone once approved (or seen before), else moderators and its asker. */
function broadcastQuestion(io: VenueServer, row: QaQuestionRow, wasPublic: boolean): void {
  const rooms =
    row.state === 'approved' || wasPublic
      ? [qaRoom(row.eventId, row.videoId), qaModRoom(row.eventId, row.videoId)]
      : [
          qaModRoom(row.eventId, row.videoId),
          ...(row.participantId ? [participantRoom(row.participantId)] : []),
        ];
  io.to(rooms).emit('qa:question', presentQuestion(row));
}

/** Sends a poll: counts to moderators and voters (everyone once closed), hidden counts to the rest. */
function broadcastPoll(io: VenueServer, row: PollWithOptions): void {
  const everyone = qaRoom(row.eventId, row.videoId);
  const counted = [qaModRoom(row.eventId, row.videoId), pollRoom(row.id)];
  if (row.closedAt) {
    io.to([everyone, ...counted]).emit('poll:update', presentPoll(row, true));
    return;
  }
  io.to(counted).emit('poll:update', presentPoll(row, true));
  io.to(everyone).except(counted).emit('poll:update', presentPoll(row, false));
}

/**
 * 'qa:join': follows a talk's Q&A: its questions (a visitor's: the approved ones and their own
 * pending ones; a moderator's: all), its polls, what this visitor voted. Fails NOT_FOUND.
 */
export async function join(
  { deps, socket, me }: RealtimeContext,
  { videoId }: RealtimeInput<'qa:join'>,
): Promise<RealtimeAcks['qa:join']> {
  if (!(await isTalk(deps, me, videoId))) return fail('NOT_FOUND');
  const [questions, polls, voted, pollVotes] = await Promise.all([
    qaRepo.listQuestions(
      deps.db,
      me.eventId,
      videoId,
      me.isModerator ? { all: true } : { participantId: me.participantId },
    ),
    qaRepo.listPolls(deps.db, me.eventId, videoId),
    qaRepo.votedQuestionIds(deps.db, me.eventId, videoId, me.participantId),
    qaRepo.pollVotesOf(deps.db, me.eventId, videoId, me.participantId),
  ]);
  await socket.join([
    qaRoom(me.eventId, videoId),
    ...(me.isModerator ? [qaModRoom(me.eventId, videoId)] : []),
    ...Object.keys(pollVotes).map(pollRoom),
  ]);
  return {
    ok: true,
    questions: questions.map(presentQuestion),
    polls: polls.map((p) => presentPoll(p, me.isModerator || p.closedAt !== null || p.id in pollVotes)),
    isModerator: me.isModerator,
    participantId: me.participantId,
    voted,
    pollVotes,
  };
}

/** 'qa:leave': stops following a talk's Q&A. */
export async function leave(
  { socket, me }: RealtimeContext,
  { videoId }: RealtimeInput<'qa:leave'>,
): Promise<RealtimeAcks['qa:leave']> {
  await Promise.all([
    socket.leave(qaRoom(me.eventId, videoId)),
    socket.leave(qaModRoom(me.eventId, videoId)),
  ]);
  return { ok: true };
}

/**
 * 'qa:ask': stores a pending question (moderators and the asker see it). A retried client id
 * answers the stored question again. Fails NOT_FOUND, RATE_LIMITED, VALIDATION_FAILED (a client
 * id of another talk).
 */
export async function ask(
  { deps, io, me, allows }: RealtimeContext,
  { videoId, text, clientId }: RealtimeInput<'qa:ask'>,
): Promise<RealtimeAcks['qa:ask']> {
  if (!(await isTalk(deps, me, videoId))) return fail('NOT_FOUND');
  if (!(await allows.question(me.participantId))) return fail('RATE_LIMITED');
  const { question, created } = await qaRepo.insertQuestion(deps.db, {
    eventId: me.eventId,
    videoId,
    participantId: me.participantId,
    authorName: me.authorName,
    text,
    clientId,
  });
  // A client id reused for another talk is a client's mistake, not a retry.
  if (question.videoId !== videoId) return fail('VALIDATION_FAILED');
  if (created) broadcastQuestion(io, question, false);
  return { ok: true, question: presentQuestion(question) };
}

/** 'qa:vote': votes for an approved question, or takes the vote back. Fails NOT_FOUND. */
export async function vote(
  { deps, io, me }: RealtimeContext,
  { questionId }: RealtimeInput<'qa:vote'>,
): Promise<RealtimeAcks['qa:vote']> {
  const question = await questionOf(deps, me, questionId);
  if (question?.state !== 'approved') return fail('NOT_FOUND');
  const { question: row, voted } = await qaRepo.toggleVote(deps.db, questionId, me.participantId);
  broadcastQuestion(io, row, true);
  return { ok: true, question: presentQuestion(row), voted };
}

/**
 * 'qa:approve', 'qa:hide', 'qa:answer': a moderator changes a question's state or answer; whoever
 * may see it gets it. Fails FORBIDDEN, NOT_FOUND.
 */
export async function moderate(
  { deps, io, me }: RealtimeContext,
  questionId: string,
  change: { state?: 'approved' | 'hidden'; answer?: string },
): Promise<RealtimeAcks['qa:approve']> {
  if (!me.isModerator) return fail('FORBIDDEN');
  const question = await questionOf(deps, me, questionId);
  if (!question) return fail('NOT_FOUND');
  return { ok: true, question: await changeQuestion(deps, io, question, change) };
}

/** Stores a moderator's change of a question and sends it to whoever may see it. Throws nothing expected. */
async function changeQuestion(
  deps: Deps,
  io: VenueServer,
  question: QaQuestionRow,
  change: { state?: 'approved' | 'hidden'; answer?: string },
): Promise<QaQuestion> {
  const row = await qaRepo.updateQuestion(deps.db, question.id, change);
  broadcastQuestion(io, row, question.state === 'approved');
  return presentQuestion(row);
}

/**
 * The Q&A of the talks that play a webcast, for its console (issue 18): the talks, their questions,
 * and a console moderator's changes, sent to the visitors as the venue's moderators' are.
 */
export function consoleQa(deps: Deps, io: VenueServer): ConsoleQa {
  return {
    talks: (eventId, webcastId) => qaRepo.talksOfWebcast(deps.db, eventId, webcastId),
    async questions(eventId, videoId, all) {
      const rows = await qaRepo.listQuestions(
        deps.db,
        eventId,
        videoId,
        all ? { all: true } : { approved: true },
      );
      return rows.map(presentQuestion);
    },
    async moderate(eventId, questionId, change, isConsoleTalk) {
      const question = await qaRepo.findQuestion(deps.db, eventId, questionId);
      if (!question || !isConsoleTalk(question.videoId)) return undefined;
      return changeQuestion(deps, io, question, change);
    },
    async polls(eventId, videoId) {
      return (await qaRepo.listPolls(deps.db, eventId, videoId)).map((p) => presentPoll(p, true));
    },
    createPoll: (eventId, videoId, question, options) =>
      openPoll(deps, io, eventId, videoId, question, options),
    async closePoll(eventId, pollId, isConsoleTalk) {
      const poll = await qaRepo.findPoll(deps.db, eventId, pollId);
      if (!poll || !isConsoleTalk(poll.videoId)) return undefined;
      return endPoll(deps, io, eventId, pollId);
    },
  };
}

/** 'poll:create': a moderator opens a poll on a talk. Fails FORBIDDEN, NOT_FOUND. */
export async function createPoll(
  { deps, io, me }: RealtimeContext,
  { videoId, question, options }: RealtimeInput<'poll:create'>,
): Promise<RealtimeAcks['poll:create']> {
  if (!me.isModerator) return fail('FORBIDDEN');
  if (!(await isTalk(deps, me, videoId))) return fail('NOT_FOUND');
  return { ok: true, poll: await openPoll(deps, io, me.eventId, videoId, question, options) };
}

/** Stores a new open poll and sends it to the talk's followers. Throws nothing expected. */
async function openPoll(
  deps: Deps,
  io: VenueServer,
  eventId: string,
  videoId: string,
  question: string,
  options: string[],
): Promise<Poll> {
  const poll = await qaRepo.insertPoll(deps.db, { eventId, videoId, question, options });
  broadcastPoll(io, poll);
  return presentPoll(poll, true);
}

/** Closes a poll (once) and sends everyone its results. Throws nothing expected. */
async function endPoll(deps: Deps, io: VenueServer, eventId: string, pollId: string): Promise<Poll> {
  await qaRepo.closePoll(deps.db, pollId);
  const updated = (await qaRepo.findPoll(deps.db, eventId, pollId))!;
  broadcastPoll(io, updated);
  return presentPoll(updated, true);
}

/**
 * 'poll:vote': the visitor's one vote in an open poll; from now on every socket of theirs sees the
 * counts. Fails NOT_FOUND (unknown poll or option), VALIDATION_FAILED (voted already, or closed).
 */
export async function votePoll(
  { deps, io, socket, me }: RealtimeContext,
  { pollId, optionId }: RealtimeInput<'poll:vote'>,
): Promise<RealtimeAcks['poll:vote']> {
  const poll = await pollOf(deps, me, pollId);
  if (!poll?.options.some((o) => o.id === optionId)) return fail('NOT_FOUND');
  if (!(await qaRepo.insertPollVote(deps.db, { pollId, optionId, participantId: me.participantId })))
    return fail('VALIDATION_FAILED');
  // Every socket of this visitor sees the counts from now on (across nodes).
  io.in(participantRoom(me.participantId)).socketsJoin(pollRoom(pollId));
  await socket.join(pollRoom(pollId));
  const updated = (await qaRepo.findPoll(deps.db, me.eventId, pollId))!;
  broadcastPoll(io, updated);
  return { ok: true, poll: presentPoll(updated, true), optionId };
}

/** 'poll:close': a moderator closes a poll; everyone gets its counts. Fails FORBIDDEN, NOT_FOUND. */
export async function closePoll(
  { deps, io, me }: RealtimeContext,
  { pollId }: RealtimeInput<'poll:close'>,
): Promise<RealtimeAcks['poll:close']> {
  if (!me.isModerator) return fail('FORBIDDEN');
  const poll = await pollOf(deps, me, pollId);
  if (!poll) return fail('NOT_FOUND');
  return { ok: true, poll: await endPoll(deps, io, me.eventId, pollId) };
}

/**
 * For the event report: per talk (THEATRE_VIDEO id) the questions visitors asked in [from, to),
 * pending, approved and hidden alike. Throws nothing.
 */
export const questionsByTalk = (db: Db, eventId: string, from: Date, to: Date) =>
  qaRepo.questionsByTalk(db, eventId, from, to);

/**
 * For advanced reporting: per participant of the event, the questions they asked to talks in
 * [from, to) (pending, approved and hidden alike) and when the first was asked. Throws nothing.
 */
export const questionsByParticipant = (db: Db, eventId: string, from: Date, to: Date) =>
  qaRepo.questionsByParticipant(db, eventId, from, to);

/**
 * For advanced reporting: per participant of the event, the polls they voted in in [from, to) and
 * when they first voted. Throws nothing.
 */
export const pollVotesByParticipant = (db: Db, eventId: string, from: Date, to: Date) =>
  qaRepo.pollVotesByParticipant(db, eventId, from, to);
