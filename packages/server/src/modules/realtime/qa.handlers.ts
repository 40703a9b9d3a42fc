import {
  type ChatErrorCode,
  type Poll,
  PollCloseRequest,
  PollCreateRequest,
  PollVoteRequest,
  QaAnswerRequest,
  QaAskRequest,
  QaJoinRequest,
  type QaQuestion,
  QaQuestionRequest,
} from '@foyer/shared';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Deps } from '../../context.js';
import type { QaQuestionRow } from '../../db/schema/index.js';
import type { ChatRateLimiter } from './chat-rate.js';
import * as qaRepo from './qa.repository.js';
import type { PollWithOptions } from './qa.repository.js';

type Failure = { ok: false; error: ChatErrorCode };
const fail = (error: ChatErrorCode): Failure => ({ ok: false, error });

/** Everyone following a talk's Q&A, its moderators, the voters of a poll, a participant's sockets. */
export const qaRoom = (videoId: string) => `qa:${videoId}`;
export const qaModRoom = (videoId: string) => `qa:${videoId}:mod`;
/** The talks' moderator rooms among these rooms. Throws nothing. */
export const qaModRoomsOf = (rooms: Iterable<string>) =>
  [...rooms].filter((room) => room.startsWith('qa:') && room.endsWith(':mod'));
const pollRoom = (pollId: string) => `poll:${pollId}`;
const participantRoom = (participantId: string) => `participant:${participantId}`;

/** What the Q&A handlers need of the realtime module's connection handler. */
export type QaContext = {
  deps: Deps;
  // biome-ignore lint/suspicious/noExplicitAny: the server's typed event maps are the realtime module's.
  io: Server<any, any, any, any>;
  socket: Socket;
  me: { eventId: string; participantId: string; authorName: string; isModerator: boolean };
  /**
   * Registers a handler with a validated payload (realtime.ts); it runs only while the session lives
   * and the event is open, with `me.isModerator` as of that moment.
   */
  on<S extends z.ZodType>(name: string, schema: S, handler: (input: z.infer<S>) => Promise<object>): void;
  /** Questions per visitor and window (QA_RATE). */
  limiter: ChatRateLimiter;
};

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

/**
 * Registers the Q&A and polling events of one visitor socket (contract: shared visits/qa.schema.ts).
 * Failures answered: NOT_FOUND, FORBIDDEN, RATE_LIMITED, VALIDATION_FAILED and the session's own.
 */
export function registerQaHandlers({ deps, io, socket, me, on, limiter }: QaContext): void {
  const isTalk = (videoId: string) => qaRepo.isInteractiveTalk(deps.db, me.eventId, videoId);

  /** A question of this event whose talk still has Q&A on, or undefined. */
  async function questionOf(questionId: string): Promise<QaQuestionRow | undefined> {
    const question = await qaRepo.findQuestion(deps.db, me.eventId, questionId);
    return question && (await isTalk(question.videoId)) ? question : undefined;
  }
  async function pollOf(pollId: string): Promise<PollWithOptions | undefined> {
    const poll = await qaRepo.findPoll(deps.db, me.eventId, pollId);
    return poll && (await isTalk(poll.videoId)) ? poll : undefined;
  }

  /** Sends a question to those who may see it: everyone once approved (or seen before), else moderators and its asker. */
  function broadcastQuestion(row: QaQuestionRow, wasPublic: boolean): void {
    const question = presentQuestion(row);
    const rooms =
      row.state === 'approved' || wasPublic
        ? [qaRoom(row.videoId), qaModRoom(row.videoId)]
        : [qaModRoom(row.videoId), ...(row.participantId ? [participantRoom(row.participantId)] : [])];
    io.to(rooms).emit('qa:question', question);
  }

  /** Sends a poll: counts to moderators and voters (everyone once closed), hidden counts to the rest. */
  function broadcastPoll(row: PollWithOptions): void {
    const everyone = qaRoom(row.videoId);
    const counted = [qaModRoom(row.videoId), pollRoom(row.id)];
    if (row.closedAt) {
      io.to([everyone, ...counted]).emit('poll:update', presentPoll(row, true));
      return;
    }
    io.to(counted).emit('poll:update', presentPoll(row, true));
    io.to(everyone).except(counted).emit('poll:update', presentPoll(row, false));
  }

  on('qa:join', QaJoinRequest, async ({ videoId }) => {
    if (!(await isTalk(videoId))) return fail('NOT_FOUND');
    const [questions, polls, voted, pollVotes] = await Promise.all([
      qaRepo.listQuestions(
        deps.db,
        videoId,
        me.isModerator ? { all: true } : { participantId: me.participantId },
      ),
      qaRepo.listPolls(deps.db, videoId),
      qaRepo.votedQuestionIds(deps.db, videoId, me.participantId),
      qaRepo.pollVotesOf(deps.db, videoId, me.participantId),
    ]);
    await socket.join([
      qaRoom(videoId),
      ...(me.isModerator ? [qaModRoom(videoId)] : []),
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
  });

  on('qa:leave', QaJoinRequest, async ({ videoId }) => {
    await Promise.all([socket.leave(qaRoom(videoId)), socket.leave(qaModRoom(videoId))]);
    return { ok: true };
  });

  on('qa:ask', QaAskRequest, async ({ videoId, text, clientId }) => {
    if (!(await isTalk(videoId))) return fail('NOT_FOUND');
    if (!(await limiter.hit(me.participantId))) return fail('RATE_LIMITED');
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
    if (created) broadcastQuestion(question, false);
    return { ok: true, question: presentQuestion(question) };
  });

  on('qa:vote', QaQuestionRequest, async ({ questionId }) => {
    const question = await questionOf(questionId);
    if (question?.state !== 'approved') return fail('NOT_FOUND');
    const { question: row, voted } = await qaRepo.toggleVote(deps.db, questionId, me.participantId);
    broadcastQuestion(row, true);
    return { ok: true, question: presentQuestion(row), voted };
  });

  /** A moderator's change of a question: state or answer. */
  function moderate(
    name: string,
    schema: z.ZodType<{ questionId: string; text?: string }>,
    change: (input: { questionId: string; text?: string }) => {
      state?: 'approved' | 'hidden';
      answer?: string;
    },
  ): void {
    on(name, schema, async (input) => {
      if (!me.isModerator) return fail('FORBIDDEN');
      const question = await questionOf(input.questionId);
      if (!question) return fail('NOT_FOUND');
      const row = await qaRepo.updateQuestion(deps.db, question.id, change(input));
      broadcastQuestion(row, question.state === 'approved');
      return { ok: true, question: presentQuestion(row) };
    });
  }
  moderate('qa:approve', QaQuestionRequest, () => ({ state: 'approved' }));
  moderate('qa:hide', QaQuestionRequest, () => ({ state: 'hidden' }));
  moderate('qa:answer', QaAnswerRequest, (input) => ({ answer: input.text ?? '' }));

  on('poll:create', PollCreateRequest, async ({ videoId, question, options }) => {
    if (!me.isModerator) return fail('FORBIDDEN');
    if (!(await isTalk(videoId))) return fail('NOT_FOUND');
    const poll = await qaRepo.insertPoll(deps.db, { eventId: me.eventId, videoId, question, options });
    broadcastPoll(poll);
    return { ok: true, poll: presentPoll(poll, true) };
  });

  on('poll:vote', PollVoteRequest, async ({ pollId, optionId }) => {
    const poll = await pollOf(pollId);
    if (!poll?.options.some((o) => o.id === optionId)) return fail('NOT_FOUND');
    if (!(await qaRepo.insertPollVote(deps.db, { pollId, optionId, participantId: me.participantId })))
      return fail('VALIDATION_FAILED');
    // Every socket of this visitor sees the counts from now on (across nodes).
    io.in(participantRoom(me.participantId)).socketsJoin(pollRoom(pollId));
    await socket.join(pollRoom(pollId));
    const updated = (await qaRepo.findPoll(deps.db, me.eventId, pollId))!;
    broadcastPoll(updated);
    return { ok: true, poll: presentPoll(updated, true), optionId };
  });

  on('poll:close', PollCloseRequest, async ({ pollId }) => {
    if (!me.isModerator) return fail('FORBIDDEN');
    const poll = await pollOf(pollId);
    if (!poll) return fail('NOT_FOUND');
    await qaRepo.closePoll(deps.db, pollId);
    const updated = (await qaRepo.findPoll(deps.db, me.eventId, pollId))!;
    broadcastPoll(updated);
    return { ok: true, poll: presentPoll(updated, true) };
  });
}
