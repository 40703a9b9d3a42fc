import { z } from 'zod';
import { MSG } from '../validators.js';
import type { ChatAck } from './chat.schema.js';

/**
 * Q&A and polling of an auditorium talk (issue 7): over the same socket.io connection as chats
 * (chat.schema.ts: handshake, acknowledgements `{ ok: true, … } | { ok: false, error }`).
 * Only for THEATRE_VIDEO elements of the visitor's event with `interactive` on; any other id
 * answers NOT_FOUND. Moderators are the event's moderators (the socket's isModerator).
 *
 * Client → server (each with an acknowledgement callback):
 *   'qa:join'    QaJoinRequest   → QaJoinAck: the talk's questions (visitors: approved ones and their
 *        own pending ones; moderators: all), its polls, what this visitor voted, whether a moderator.
 *        Joins the talk's room `qa:${videoId}` (moderators also `qa:${videoId}:mod`).
 *   'qa:leave'   QaJoinRequest   → { ok: true }
 *   'qa:ask'     QaAskRequest    → { ok: true, question } (pending) | RATE_LIMITED (QA_RATE, like chat),
 *        VALIDATION_FAILED, NOT_FOUND. The same `clientId` sent twice (asking again after a lost
 *        answer) stores one question and answers it again.
 *   'qa:vote'    QaQuestionRequest → { ok: true, question, voted } — one vote per participant per
 *        approved question; voting again takes the vote back.
 *   'qa:approve', 'qa:hide' QaQuestionRequest, 'qa:answer' QaAnswerRequest → { ok: true, question };
 *        moderators only (else FORBIDDEN).
 *   'poll:create' PollCreateRequest → { ok: true, poll } (open); moderators only.
 *   'poll:vote'   PollVoteRequest   → { ok: true, poll, optionId } — once per participant (a second
 *        vote answers VALIDATION_FAILED); only while the poll is open.
 *   'poll:close'  PollCloseRequest  → { ok: true, poll }; moderators only.
 * Server → client:
 *   'qa:question' QaQuestion (an upsert). Pending questions go only to moderators and their asker;
 *        a hidden one goes to whoever could see it before (clients drop it).
 *   'poll:update' Poll (an upsert). While a poll is open its counts (`votes`, `total`) are null
 *        except for moderators and visitors who voted; once closed everyone gets them.
 */

/** Longest question, in characters. */
export const QA_QUESTION_MAX = 500;
/** Longest answer of a moderator, in characters. */
export const QA_ANSWER_MAX = 2000;
/** A visitor may ask this many questions per window (RATE_LIMITED beyond), as in chats. */
export const QA_RATE = { messages: 5, windowMs: 10_000 } as const;
/** Longest poll question and option, in characters. */
export const POLL_QUESTION_MAX = 300;
export const POLL_OPTION_MAX = 200;
/** Options of a poll. */
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;

export const QA_QUESTION_STATES = ['pending', 'approved', 'hidden'] as const;
export type QaQuestionState = (typeof QA_QUESTION_STATES)[number];

const id = z.string().min(1).max(64);

export const QaQuestion = z.object({
  id: z.string(),
  /** The THEATRE_VIDEO element (talk). */
  videoId: z.string(),
  /** The asker (null once removed from the event). */
  participantId: z.string().nullable(),
  authorName: z.string(),
  /** Plain text; clients never render it as html. */
  text: z.string(),
  state: z.enum(QA_QUESTION_STATES),
  votes: z.number().int(),
  /** A moderator's answer (plain text), or null. */
  answer: z.string().nullable(),
  createdAt: z.string(),
});
export type QaQuestion = z.infer<typeof QaQuestion>;

export const PollOption = z.object({
  id: z.string(),
  text: z.string(),
  /** Null while hidden from this client (open poll, not voted, not a moderator). */
  votes: z.number().int().nullable(),
});
export type PollOption = z.infer<typeof PollOption>;

export const Poll = z.object({
  id: z.string(),
  videoId: z.string(),
  question: z.string(),
  options: z.array(PollOption),
  isOpen: z.boolean(),
  /** Votes cast (null while hidden, as the options' votes). */
  total: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Poll = z.infer<typeof Poll>;

export const QaJoinRequest = z.strictObject({ videoId: id });
export type QaJoinRequest = z.infer<typeof QaJoinRequest>;
export const QaAskRequest = z.strictObject({
  videoId: id,
  text: z.string().trim().min(1, MSG.required).max(QA_QUESTION_MAX, MSG.maxLength),
  /** Chosen by the client per question (uuid), kept until the question is stored. */
  clientId: z.uuid(),
});
export type QaAskRequest = z.infer<typeof QaAskRequest>;
export const QaQuestionRequest = z.strictObject({ questionId: id });
export type QaQuestionRequest = z.infer<typeof QaQuestionRequest>;
export const QaAnswerRequest = z.strictObject({
  questionId: id,
  text: z.string().trim().min(1, MSG.required).max(QA_ANSWER_MAX, MSG.maxLength),
});
export type QaAnswerRequest = z.infer<typeof QaAnswerRequest>;

export const PollCreateRequest = z.strictObject({
  videoId: id,
  question: z.string().trim().min(1, MSG.required).max(POLL_QUESTION_MAX, MSG.maxLength),
  options: z
    .array(z.string().trim().min(1, MSG.required).max(POLL_OPTION_MAX, MSG.maxLength))
    .min(POLL_OPTIONS_MIN, MSG.minLength)
    .max(POLL_OPTIONS_MAX, MSG.maxLength),
});
export type PollCreateRequest = z.infer<typeof PollCreateRequest>;
export const PollVoteRequest = z.strictObject({ pollId: id, optionId: id });
export type PollVoteRequest = z.infer<typeof PollVoteRequest>;
export const PollCloseRequest = z.strictObject({ pollId: id });
export type PollCloseRequest = z.infer<typeof PollCloseRequest>;

export type QaJoinAck = ChatAck<{
  questions: QaQuestion[];
  polls: Poll[];
  isModerator: boolean;
  participantId: string;
  /** Ids of the questions this visitor voted for. */
  voted: string[];
  /** This visitor's option per poll voted in. */
  pollVotes: Record<string, string>;
}>;
export type QaQuestionAck = ChatAck<{ question: QaQuestion }>;
export type QaVoteAck = ChatAck<{ question: QaQuestion; voted: boolean }>;
export type PollAck = ChatAck<{ poll: Poll }>;
export type PollVoteAck = ChatAck<{ poll: Poll; optionId: string }>;
