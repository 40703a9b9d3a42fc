import type { WebcastTalk } from '@foyer/shared';
import { AppError } from '../../errors.js';
import * as assetsService from '../assets/assets.service.js';
import { VENUE_USAGE } from '../venue/venue.service.js';
import type { Webcaster } from './webcast-users.service.js';
import type { WebcastDeps } from './webcasts.service.js';

/**
 * The questions of the talks that play a webcast, in its console (issue 18): moderators approve,
 * hide and answer them as the event's moderators do in the venue (the realtime module's Q&A sends
 * each change to the visitors); speakers see the approved ones while they present.
 */

/** Throws FORBIDDEN for viewers: questions are for those who run and present the webcast. */
function presenterOnly(who: Webcaster) {
  if (who.role === 'viewer') throw new AppError('FORBIDDEN');
}

/** The talks of the account's events that play the webcast, by event (events named by their venue's usage). */
async function talksOf(deps: WebcastDeps, webcastId: string): Promise<WebcastTalk[]> {
  const qa = deps.sockets?.qa;
  if (!qa) return [];
  const events = new Map(
    (await assetsService.usagesOf(deps.db, webcastId))
      .filter((u) => u.type === VENUE_USAGE)
      .map((u) => [u.id, u.label] as const),
  );
  const talks = await Promise.all(
    [...events].map(async ([eventId, eventName]) =>
      (await qa.talks(eventId, webcastId)).map((talk) => ({
        eventId,
        eventName,
        videoId: talk.id,
        title: talk.title,
        interactive: talk.interactive,
      })),
    ),
  );
  return talks.flat();
}

/** GET webcast-console/talks. Throws FORBIDDEN (viewers). */
export async function consoleTalks(deps: WebcastDeps, who: Webcaster): Promise<WebcastTalk[]> {
  presenterOnly(who);
  return talksOf(deps, who.webcastId);
}

/** Throws NOT_FOUND unless the talk (of that event) plays the webcast. */
async function consoleTalk(deps: WebcastDeps, who: Webcaster, talk: { eventId: string; videoId: string }) {
  const talks = await talksOf(deps, who.webcastId);
  const found = talks.find((t) => t.eventId === talk.eventId && t.videoId === talk.videoId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Whether a talk of the event plays the webcast with Q&A on (what a console moderator may change). */
async function interactiveTalks(deps: WebcastDeps, webcastId: string, eventId: string) {
  const talks = await talksOf(deps, webcastId);
  return (videoId: string) =>
    talks.some((t) => t.eventId === eventId && t.videoId === videoId && t.interactive);
}

/**
 * GET webcast-console/questions: a talk's questions, all for moderators and the approved ones for
 * speakers. Throws FORBIDDEN (viewers), NOT_FOUND (a talk that does not play this webcast).
 */
export async function consoleQuestions(
  deps: WebcastDeps,
  who: Webcaster,
  talk: { eventId: string; videoId: string },
) {
  presenterOnly(who);
  await consoleTalk(deps, who, talk);
  return deps.sockets!.qa.questions(talk.eventId, talk.videoId, who.role === 'moderator');
}

/**
 * POST webcast-console/questions/{questionId}: a moderator approves, hides or answers a question of a
 * talk that plays this webcast (with Q&A on). Throws FORBIDDEN (speakers, viewers), NOT_FOUND.
 */
export async function moderateQuestion(
  deps: WebcastDeps,
  who: Webcaster,
  questionId: string,
  input: { eventId: string; state?: 'approved' | 'hidden' | undefined; answer?: string | undefined },
) {
  if (who.role !== 'moderator') throw new AppError('FORBIDDEN');
  const isConsoleTalk = await interactiveTalks(deps, who.webcastId, input.eventId);
  const change = {
    ...(input.state ? { state: input.state } : {}),
    ...(input.answer !== undefined ? { answer: input.answer } : {}),
  };
  const question = await deps.sockets?.qa.moderate(input.eventId, questionId, change, isConsoleTalk);
  if (!question) throw new AppError('NOT_FOUND');
  return question;
}

/**
 * GET webcast-console/polls: a talk's polls with their counts. Throws FORBIDDEN (viewers), NOT_FOUND
 * (a talk that does not play this webcast).
 */
export async function consolePolls(
  deps: WebcastDeps,
  who: Webcaster,
  talk: { eventId: string; videoId: string },
) {
  presenterOnly(who);
  await consoleTalk(deps, who, talk);
  return deps.sockets!.qa.polls(talk.eventId, talk.videoId);
}

/**
 * POST webcast-console/polls: a moderator opens a poll on a talk that plays this webcast with Q&A on.
 * Throws FORBIDDEN (speakers, viewers), NOT_FOUND.
 */
export async function createPoll(
  deps: WebcastDeps,
  who: Webcaster,
  input: { eventId: string; videoId: string; question: string; options: string[] },
) {
  if (who.role !== 'moderator') throw new AppError('FORBIDDEN');
  if (!(await interactiveTalks(deps, who.webcastId, input.eventId))(input.videoId))
    throw new AppError('NOT_FOUND');
  return deps.sockets!.qa.createPoll(input.eventId, input.videoId, input.question, input.options);
}

/** POST webcast-console/polls/{pollId}/close (moderators). Throws FORBIDDEN (speakers, viewers), NOT_FOUND. */
export async function closePoll(deps: WebcastDeps, who: Webcaster, pollId: string, eventId: string) {
  if (who.role !== 'moderator') throw new AppError('FORBIDDEN');
  const poll = await deps.sockets?.qa.closePoll(
    eventId,
    pollId,
    await interactiveTalks(deps, who.webcastId, eventId),
  );
  if (!poll) throw new AppError('NOT_FOUND');
  return poll;
}
