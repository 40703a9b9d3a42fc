import type { Poll, QaQuestion } from '@foyer/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type RequestError, useRealtime, useRealtimeEvent } from '../realtime';

export type TalkQaState = {
  status: 'loading' | 'ready' | 'failed';
  /** Why joining failed (status 'failed'). */
  error: RequestError | null;
  isModerator: boolean;
  participantId: string | null;
  /** By id: what this visitor may see (moderators: all, hidden ones included). */
  questions: Record<string, QaQuestion>;
  polls: Record<string, Poll>;
  /** Questions this visitor voted for. */
  voted: Record<string, true>;
  /** This visitor's option per poll. */
  pollVotes: Record<string, string>;
};

const initial: TalkQaState = {
  status: 'loading',
  error: null,
  isModerator: false,
  participantId: null,
  questions: {},
  polls: {},
  voted: {},
  pollVotes: {},
};

/** Answers null on success, else the error code to show. */
export type QaAction<A extends unknown[]> = (...args: A) => Promise<RequestError | null>;

export type TalkQa = TalkQaState & {
  /** Questions shown: moderators see all but hidden ones first by state; sorted by votes, then age. */
  visibleQuestions: QaQuestion[];
  hiddenQuestions: QaQuestion[];
  /** Polls newest first. */
  pollList: Poll[];
  retry(): void;
  /** Asks a question; the same `clientId` again (a retry) stores it once. */
  ask: QaAction<[text: string, clientId: string]>;
  vote: QaAction<[questionId: string]>;
  approve: QaAction<[questionId: string]>;
  hide: QaAction<[questionId: string]>;
  answer: QaAction<[questionId: string, text: string]>;
  createPoll: QaAction<[question: string, options: string[]]>;
  votePoll: QaAction<[pollId: string, optionId: string]>;
  closePoll: QaAction<[pollId: string]>;
};

const byVotes = (a: QaQuestion, b: QaQuestion) => b.votes - a.votes || a.createdAt.localeCompare(b.createdAt);

/** A poll update keeps the counts this client already has when the new one hides them. */
function mergePoll(previous: Poll | undefined, next: Poll): Poll {
  if (next.total !== null || !previous || previous.total === null) return next;
  return { ...next, total: previous.total, options: previous.options };
}

/**
 * The Q&A and polls of one talk over the venue's realtime connection (contract: shared
 * visits/qa.schema.ts). Joins on every connection (so a reconnect reloads the state) and keeps the
 * state current from the server's 'qa:question' and 'poll:update'.
 */
export function useTalkQa(videoId: string): TalkQa | null {
  const realtime = useRealtime();
  const request = realtime?.request;
  const connection = realtime?.connection ?? 0;
  const [state, setState] = useState<TalkQaState>(initial);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` joins again on retry.
  useEffect(() => {
    if (!request || connection === 0) return;
    let isCurrent = true;
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading', error: null }));
    void request('qa:join', { videoId }).then((answer) => {
      if (!isCurrent) return;
      if (!answer.ok) {
        setState((s) => ({ ...s, status: 'failed', error: answer.error }));
        return;
      }
      setState({
        status: 'ready',
        error: null,
        isModerator: answer.isModerator,
        participantId: answer.participantId,
        questions: Object.fromEntries(answer.questions.map((q) => [q.id, q])),
        polls: Object.fromEntries(answer.polls.map((p) => [p.id, p])),
        voted: Object.fromEntries(answer.voted.map((id) => [id, true as const])),
        pollVotes: answer.pollVotes,
      });
    });
    return () => {
      isCurrent = false;
      void request('qa:leave', { videoId });
    };
  }, [request, connection, videoId, attempt]);

  const upsertQuestion = useCallback(
    (question: QaQuestion) => {
      if (question.videoId !== videoId) return;
      setState((s) => ({ ...s, questions: { ...s.questions, [question.id]: question } }));
    },
    [videoId],
  );
  const upsertPoll = useCallback(
    (poll: Poll) => {
      if (poll.videoId !== videoId) return;
      setState((s) => ({ ...s, polls: { ...s.polls, [poll.id]: mergePoll(s.polls[poll.id], poll) } }));
    },
    [videoId],
  );
  useRealtimeEvent('qa:question', upsertQuestion);
  useRealtimeEvent('poll:update', upsertPoll);

  const actions = useMemo(() => {
    if (!request) return null;
    const questionAction =
      (event: 'qa:approve' | 'qa:hide') =>
      async (questionId: string): Promise<RequestError | null> => {
        const answer = await request(event, { questionId });
        if (!answer.ok) return answer.error;
        upsertQuestion(answer.question);
        return null;
      };
    return {
      ask: async (text: string, clientId: string) => {
        const answer = await request('qa:ask', { videoId, text, clientId });
        if (!answer.ok) return answer.error;
        upsertQuestion(answer.question);
        return null;
      },
      vote: async (questionId: string) => {
        const answer = await request('qa:vote', { questionId });
        if (!answer.ok) return answer.error;
        upsertQuestion(answer.question);
        setState((s) => {
          const voted = { ...s.voted };
          if (answer.voted) voted[questionId] = true;
          else delete voted[questionId];
          return { ...s, voted };
        });
        return null;
      },
      approve: questionAction('qa:approve'),
      hide: questionAction('qa:hide'),
      answer: async (questionId: string, text: string) => {
        const answer = await request('qa:answer', { questionId, text });
        if (!answer.ok) return answer.error;
        upsertQuestion(answer.question);
        return null;
      },
      createPoll: async (question: string, options: string[]) => {
        const answer = await request('poll:create', { videoId, question, options });
        if (!answer.ok) return answer.error;
        upsertPoll(answer.poll);
        return null;
      },
      votePoll: async (pollId: string, optionId: string) => {
        const answer = await request('poll:vote', { pollId, optionId });
        if (!answer.ok) return answer.error;
        upsertPoll(answer.poll);
        setState((s) => ({ ...s, pollVotes: { ...s.pollVotes, [pollId]: optionId } }));
        return null;
      },
      closePoll: async (pollId: string) => {
        const answer = await request('poll:close', { pollId });
        if (!answer.ok) return answer.error;
        upsertPoll(answer.poll);
        return null;
      },
    };
  }, [request, videoId, upsertQuestion, upsertPoll]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const derived = useMemo(() => {
    const all = Object.values(state.questions);
    const mine = (q: QaQuestion) => q.participantId !== null && q.participantId === state.participantId;
    const visibleQuestions = all
      .filter((q) => q.state === 'approved' || (q.state === 'pending' && (state.isModerator || mine(q))))
      .sort(byVotes);
    const hiddenQuestions = state.isModerator ? all.filter((q) => q.state === 'hidden').sort(byVotes) : [];
    const pollList = Object.values(state.polls).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { visibleQuestions, hiddenQuestions, pollList };
  }, [state.questions, state.polls, state.isModerator, state.participantId]);

  if (!actions) return null;
  return { ...state, ...derived, ...actions, retry };
}
