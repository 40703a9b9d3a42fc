import {
  type QaQuestion,
  type WebcastConsoleSession,
  type WebcastTalk,
  type WebcastInvitationAcceptRequest,
  webcastConsoleApi,
} from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { STATUS_POLL_MS } from '../webcasts/queries';

export type { WebcastConsoleSession };

/** Query keys of the console: a session by its token (each window may hold another one). */
export const CONSOLE_KEY = ['webcastConsole'] as const;
export const consoleSessionKey = (token: string) => [...CONSOLE_KEY, 'session', token] as const;

/** A 401: the session is over (logged out elsewhere, removed, the webcast deleted, expired). */
export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * GET webcast-console/session: who is in the console and the webcast's state, asked again every 5 s.
 * Throws ApiError: 401 UNAUTHORIZED (no session any more: logged out, removed, deleted, expired).
 */
export function useConsoleSession(token: string) {
  return useQuery({
    queryKey: consoleSessionKey(token),
    queryFn: () =>
      api.call(webcastConsoleApi.session, undefined, { webcastToken: token }).then((r) => r.session),
    // An ended session is not asked again; a network hiccup is.
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : STATUS_POLL_MS),
  });
}

/**
 * POST webcast-console/login: a webcast user's email and password for this webcast; the session's
 * token. Throws ApiError: NAME_OR_PASSWORD_MISMATCH, RATE_LIMITED, VALIDATION_FAILED.
 */
export function useConsoleLogin(webcastId: string) {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api
        .call(
          webcastConsoleApi.login,
          { body: { ...body, webcastId } },
          // No token: the organiser's authToken stays out of the console's calls.
          { webcastToken: '', silentCodes: ['VALIDATION_FAILED', 'RATE_LIMITED'] },
        )
        .then((r) => r.webcastToken),
  });
}

/**
 * POST webcast-console/invitation: the invited person chooses a password and is logged in; the
 * session's token. Throws ApiError: INVITATION_TOKEN_IS_INVALID, PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS,
 * VALIDATION_FAILED (a malformed token: fields.token).
 */
export function useAcceptConsoleInvitation() {
  return useMutation({
    mutationFn: (body: WebcastInvitationAcceptRequest) =>
      api
        .call(
          webcastConsoleApi.acceptInvitation,
          { body },
          { webcastToken: '', silentCodes: ['VALIDATION_FAILED'] },
        )
        .then((r) => r.webcastToken),
  });
}

/** POST webcast-console/logout: ends the session (an already ended one counts as logged out). */
export function useConsoleLogout() {
  return useMutation({
    mutationFn: (token: string) =>
      api.call(webcastConsoleApi.logout, undefined, { webcastToken: token }).catch(() => ({})),
  });
}

/**
 * POST webcast-console/broadcast/end or …/allow (moderators): ends the broadcast for everyone and
 * refuses encoders, or allows going live again; the console shows the answered state at once.
 * Throws ApiError: FORBIDDEN (not a moderator), 401 (session over).
 */
export function useHoldBroadcast(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'end' | 'allow') =>
      api
        .call(
          action === 'end' ? webcastConsoleApi.endBroadcast : webcastConsoleApi.allowBroadcast,
          undefined,
          {
            webcastToken: token,
          },
        )
        .then((r) => r.session),
    onSuccess: (session) => client.setQueryData(consoleSessionKey(token), session),
  });
}

/** How often a console asks who is in the studio while it shows it. */
export const STUDIO_POLL_MS = 2_000;
export const studioKey = (token: string) => [...CONSOLE_KEY, 'studio', token] as const;

/**
 * GET webcast-console/studio (moderators, speakers): the presenters of the browser studio and who is
 * on air, asked every 2 s. Throws ApiError: FORBIDDEN (viewers), 401.
 */
export function useStudio(token: string) {
  return useQuery({
    queryKey: studioKey(token),
    queryFn: () =>
      api.call(webcastConsoleApi.studio, undefined, { webcastToken: token }).then((r) => r.studio),
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : STUDIO_POLL_MS),
  });
}

/**
 * POST webcast-console/studio/join: the browser's SDP offer in, the server's SDP answer out. Throws
 * ApiError: VIDEO_NOT_CONFIGURED, ROOM_FULL, FORBIDDEN, INTERNAL_ERROR.
 */
export function useStudioJoin(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sdp: string) =>
      api.call(webcastConsoleApi.studioJoin, { body: { sdp } }, { webcastToken: token }),
    onSuccess: (r) => client.setQueryData(studioKey(token), r.studio),
  });
}

/** POST webcast-console/studio/leave: stops presenting (an on-air presenter ends the broadcast). */
export function useStudioLeave(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(webcastConsoleApi.studioLeave, undefined, { webcastToken: token }).then((r) => r.studio),
    onSuccess: (studio) => client.setQueryData(studioKey(token), studio),
  });
}

/**
 * POST webcast-console/studio/air (moderators): a presenter on air (start or switch), or null (off
 * air, the broadcast ends). Throws ApiError: BROADCAST_HELD, BROADCAST_BUSY, NOT_FOUND, FORBIDDEN.
 */
export function useStudioAir(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string | null) =>
      api
        .call(webcastConsoleApi.studioAir, { body: { feedId } }, { webcastToken: token })
        .then((r) => r.studio),
    onSuccess: (studio) => {
      client.setQueryData(studioKey(token), studio);
      void client.invalidateQueries({ queryKey: consoleSessionKey(token) });
    },
  });
}

/**
 * POST webcast-console/notice (moderators): shows `text` to every viewer of the webcast, or with null
 * removes the notice; the console's session follows. Throws ApiError: FORBIDDEN (not a moderator),
 * VALIDATION_FAILED, 401 (session over).
 */
export function usePostNotice(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string | null) =>
      api.call(webcastConsoleApi.notice, { body: { text } }, { webcastToken: token }).then((r) => r.session),
    onSuccess: (session) => client.setQueryData(consoleSessionKey(token), session),
  });
}

/** How often the console asks for the questions of the talk it shows. */
export const QUESTIONS_POLL_MS = 3_000;
const talksKey = (token: string) => [...CONSOLE_KEY, 'talks', token] as const;
const questionsKey = (token: string, talk: WebcastTalk) =>
  [...CONSOLE_KEY, 'questions', token, talk.eventId, talk.videoId] as const;

/** GET webcast-console/talks (moderators, speakers): the talks that play the webcast. */
export function useConsoleTalks(token: string, enabled = true) {
  return useQuery({
    queryKey: talksKey(token),
    enabled,
    queryFn: () => api.call(webcastConsoleApi.talks, undefined, { webcastToken: token }).then((r) => r.talks),
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : 30_000),
  });
}

/**
 * GET webcast-console/questions: a talk's questions (moderators: all; speakers: approved), asked
 * every 3 s. Throws ApiError: NOT_FOUND (the talk no longer plays the webcast), 401.
 */
export function useConsoleQuestions(token: string, talk: WebcastTalk) {
  return useQuery({
    queryKey: questionsKey(token, talk),
    queryFn: () =>
      api
        .call(
          webcastConsoleApi.questions,
          { query: { eventId: talk.eventId, videoId: talk.videoId } },
          { webcastToken: token, silentCodes: ['NOT_FOUND'] },
        )
        .then((r) => r.questions),
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : QUESTIONS_POLL_MS),
  });
}

/**
 * POST webcast-console/questions/{id} (moderators): approves, hides or answers a question of the
 * talk; the list shows the answer at once. Throws ApiError: FORBIDDEN, NOT_FOUND, VALIDATION_FAILED.
 */
export function useModerateQuestion(token: string, talk: WebcastTalk) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      questionId,
      change,
    }: {
      questionId: string;
      change: { state?: 'approved' | 'hidden'; answer?: string };
    }) =>
      api
        .call(
          webcastConsoleApi.moderateQuestion,
          { params: { questionId }, body: { eventId: talk.eventId, ...change } },
          { webcastToken: token, silentCodes: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'] },
        )
        .then((r) => r.question),
    onSuccess: (question) =>
      client.setQueryData<QaQuestion[]>(questionsKey(token, talk), (old) =>
        old?.map((q) => (q.id === question.id ? question : q)),
      ),
  });
}

/** GET webcast-console/slides (moderators, speakers): the slides the console can show. */
export function useConsoleSlides(token: string, enabled = true) {
  return useQuery({
    queryKey: [...CONSOLE_KEY, 'slides', token] as const,
    queryFn: () =>
      api.call(webcastConsoleApi.slides, undefined, { webcastToken: token }).then((r) => r.slides),
    enabled,
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : 30_000),
  });
}

/**
 * POST webcast-console/slide (moderators, speakers): shows a slide to every viewer now, or with null
 * none; the console's session follows. Throws ApiError: FORBIDDEN, NOT_FOUND, 401.
 */
export function useShowSlide(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slideId: string | null) =>
      api
        .call(webcastConsoleApi.showSlide, { body: { slideId } }, { webcastToken: token })
        .then((r) => r.session),
    onSuccess: (session) => client.setQueryData(consoleSessionKey(token), session),
  });
}

const pollsKey = (token: string, talk: WebcastTalk) =>
  [...CONSOLE_KEY, 'polls', token, talk.eventId, talk.videoId] as const;

/** GET webcast-console/polls (moderators, speakers): a talk's polls with their counts, asked every 3 s. */
export function useConsolePolls(token: string, talk: WebcastTalk) {
  return useQuery({
    queryKey: pollsKey(token, talk),
    queryFn: () =>
      api
        .call(
          webcastConsoleApi.polls,
          { query: { eventId: talk.eventId, videoId: talk.videoId } },
          { webcastToken: token, silentCodes: ['NOT_FOUND'] },
        )
        .then((r) => r.polls),
    refetchInterval: (query) => (isUnauthorized(query.state.error) ? false : QUESTIONS_POLL_MS),
  });
}

/**
 * POST webcast-console/polls and …/polls/{id}/close (moderators): opens a poll on the talk, or closes
 * one; the list follows at once. Throw ApiError: FORBIDDEN, NOT_FOUND, VALIDATION_FAILED.
 */
export function usePollActions(token: string, talk: WebcastTalk) {
  const client = useQueryClient();
  const options = {
    webcastToken: token,
    silentCodes: ['FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'] as const,
  };
  const refresh = () => client.invalidateQueries({ queryKey: pollsKey(token, talk) });
  const create = useMutation({
    mutationFn: ({ question, options: choices }: { question: string; options: string[] }) =>
      api
        .call(
          webcastConsoleApi.createPoll,
          { body: { eventId: talk.eventId, videoId: talk.videoId, question, options: choices } },
          options,
        )
        .then((r) => r.poll),
    onSuccess: refresh,
  });
  const close = useMutation({
    mutationFn: (pollId: string) =>
      api
        .call(webcastConsoleApi.closePoll, { params: { pollId }, body: { eventId: talk.eventId } }, options)
        .then((r) => r.poll),
    onSuccess: refresh,
  });
  return { create, close };
}
