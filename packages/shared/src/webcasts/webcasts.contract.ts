import { z } from 'zod';
import { endpoints } from '../contract.js';
import { EmptyResults } from '../api.js';
import { VenueParams } from '../visits/visits.contract.js';
import {
  WebcastConsoleLoginRequest,
  WebcastConsoleSessionResults,
  WebcastConsoleTokenResults,
  WebcastCreateRequest,
  WebcastInvitationAcceptRequest,
  WebcastListResults,
  WebcastNoticeRequest,
  WebcastPollCloseRequest,
  WebcastPollCreateRequest,
  WebcastPollParams,
  WebcastPollResults,
  WebcastPollsResults,
  WebcastQuestionParams,
  WebcastQuestionRequest,
  WebcastQuestionResults,
  WebcastQuestionsQuery,
  WebcastQuestionsResults,
  WebcastLoginAsRequest,
  WebcastPlaybackResults,
  WebcastResults,
  WebcastStudioAirRequest,
  WebcastStudioJoinRequest,
  WebcastStudioJoinResults,
  WebcastSlideRequest,
  WebcastSlidesResults,
  WebcastStudioResults,
  WebcastTalksResults,
  WebcastUserCreateRequest,
  WebcastUserResults,
  WebcastUserUpdateRequest,
  WebcastUsersResults,
} from './webcasts.schema.js';

const IdParams = z.object({ id: z.string() });
const UserParams = z.object({ id: z.string(), userId: z.string() });

/**
 * webcasts/*: the account's webcasts (spec §2 /webcasts, §3 Webcast asset, §6 quota). A webcast is an
 * asset of kind webcast: it is renamed and deleted through assets/item/:id like every asset (deleting
 * one in use answers REMOVABLE_DOC_HAS_DEPENDENCIES, spec §4).
 */
export const webcastsApi = endpoints('webcasts', {
  list: {
    method: 'GET',
    path: '/webcasts',
    summary: "List the account's webcasts",
    description:
      "The account's webcasts with their broadcast state, the plan's limit (spec §6: 1/2/4) and how many may still be made.",
    access: 'user',
    results: WebcastListResults,
  },
  create: {
    method: 'POST',
    path: '/webcasts',
    summary: 'Create a webcast',
    description:
      "Makes a webcast (an asset of kind webcast) with its own secret stream key. PREMIUM_REQUIRED at the plan's limit.",
    access: 'user',
    body: WebcastCreateRequest,
    results: WebcastResults,
    errors: ['PREMIUM_REQUIRED'],
  },
  get: {
    method: 'GET',
    path: '/webcasts/:id',
    summary: 'Get a webcast with its ingest settings',
    description:
      "One webcast: its state, where viewers play it and where an encoder sends it (ingest: null when the server has no RTMP ingest). Another account's or unknown: 404.",
    access: 'user',
    params: IdParams,
    results: WebcastResults,
    errors: ['NOT_FOUND'],
  },
  rotateKey: {
    method: 'POST',
    path: '/webcasts/:id/stream-key',
    summary: 'Replace the stream key',
    description:
      "Gives the webcast a new secret stream key: the old one is refused from now on, and a broadcast running with it is stopped at the media server's next check (within about 10 s).",
    access: 'user',
    params: IdParams,
    results: WebcastResults,
    errors: ['NOT_FOUND'],
  },
  allowBroadcast: {
    method: 'POST',
    path: '/webcasts/:id/broadcast/allow',
    summary: 'Allow going live again',
    description:
      "After a moderator ended the broadcast in the console (held: every encoder refused), lets encoders go live again, as a moderator can. Another account's or unknown: 404.",
    access: 'user',
    params: IdParams,
    results: WebcastResults,
    errors: ['NOT_FOUND'],
  },
  users: {
    method: 'GET',
    path: '/webcasts/:id/users',
    summary: "List the webcast's users",
    description: "The people who may open the webcast's console, with their roles (spec §3 Webcast user).",
    access: 'user',
    params: IdParams,
    results: WebcastUsersResults,
    errors: ['NOT_FOUND'],
  },
  addUser: {
    method: 'POST',
    path: '/webcasts/:id/users',
    summary: 'Add a webcast user',
    description:
      'Adds a moderator, speaker or viewer and mails an invitation link to choose a password (single use, 7 days). An address already on this webcast: VALIDATION_FAILED with fields.email = validation.alreadyUsed; 429 RATE_LIMITED past the invitation mails one address may get in an hour.',
    access: 'user',
    params: IdParams,
    body: WebcastUserCreateRequest,
    results: WebcastUserResults,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  updateUser: {
    method: 'PUT',
    path: '/webcasts/:id/users/:userId',
    summary: "Change a webcast user's name or role",
    description: 'The new role applies from the next console call.',
    access: 'user',
    params: UserParams,
    body: WebcastUserUpdateRequest,
    results: WebcastUserResults,
    errors: ['NOT_FOUND'],
  },
  removeUser: {
    method: 'DELETE',
    path: '/webcasts/:id/users/:userId',
    summary: 'Remove a webcast user',
    description: 'Removes the person and ends their console sessions at once.',
    access: 'user',
    params: UserParams,
    results: EmptyResults,
    errors: ['NOT_FOUND'],
  },
  resendUser: {
    method: 'POST',
    path: '/webcasts/:id/users/:userId/resend',
    summary: 'Send a webcast user a new invitation',
    description:
      'Mails a new link to choose a password (also to reset a forgotten one); the earlier link stops working. 429 RATE_LIMITED past the invitation mails one address may get in an hour.',
    access: 'user',
    params: UserParams,
    results: WebcastUserResults,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  loginAs: {
    method: 'POST',
    path: '/webcasts/:id/login-as',
    summary: 'Open the console as a moderator, speaker or viewer',
    description:
      'Spec §2 "login as": a console session in the role for the organiser, without anyone\'s password, named after the organiser.',
    access: 'user',
    params: IdParams,
    body: WebcastLoginAsRequest,
    results: WebcastConsoleTokenResults,
    errors: ['NOT_FOUND'],
  },
  playback: {
    method: 'GET',
    path: '/public/venue/:pageCode/webcasts/:id/playback',
    summary: 'Get where the visitor plays a webcast now',
    description:
      "For the visitor of the `visitorToken` header: the webcast's HLS master playlist under a signed playback token that expires within two hours (on CDN_BASE_URL when set). The player asks again well before expiresAt; HLS addresses without a valid token answer 403. A webcast the event's venue does not use, or unknown: NOT_FOUND. A missing, unknown or ended session, or one of another event: VISITOR_TOKEN_IS_INVALID.",
    access: 'visitor',
    params: VenueParams.extend({ id: z.string().max(64) }),
    results: WebcastPlaybackResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
});

/** webcast-console/*: the console of a webcast for its users (`webcastToken`). */
export const webcastConsoleApi = endpoints('webcastConsole', {
  login: {
    method: 'POST',
    path: '/webcast-console/login',
    summary: "Log in to a webcast's console",
    description:
      "A webcast user with the email and password of their invitation. Wrong email, password or webcast (or not yet accepted): NAME_OR_PASSWORD_MISMATCH. Rate-limited as the organisers' login.",
    access: 'public',
    body: WebcastConsoleLoginRequest,
    results: WebcastConsoleTokenResults,
    errors: ['NAME_OR_PASSWORD_MISMATCH', 'RATE_LIMITED'],
  },
  acceptInvitation: {
    method: 'POST',
    path: '/webcast-console/invitation',
    summary: 'Choose a password with an invitation link',
    description:
      'The invited webcast user chooses a password (spec §5 rules) and is logged in to the console. A used, replaced or expired link: INVITATION_TOKEN_IS_INVALID.',
    access: 'public',
    body: WebcastInvitationAcceptRequest,
    results: WebcastConsoleTokenResults,
    errors: ['INVITATION_TOKEN_IS_INVALID', 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS'],
  },
  session: {
    method: 'GET',
    path: '/webcast-console/session',
    summary: 'Who is in the console',
    description:
      "The console session of the `webcastToken` header: name, role and the webcast with its state; the ingest settings for moderators and speakers. No, an ended or a removed user's session: 401.",
    access: 'webcaster',
    results: WebcastConsoleSessionResults,
  },
  endBroadcast: {
    method: 'POST',
    path: '/webcast-console/broadcast/end',
    summary: 'End the broadcast (moderators)',
    description:
      "Ends the webcast's broadcast for everyone: a running encoder is disconnected (at once with Foyer's own media server, else at its next check within about 10 s) and every encoder is refused until a moderator allows going live again. Answers the console session with the new state. Speakers and viewers: FORBIDDEN.",
    access: 'webcaster',
    results: WebcastConsoleSessionResults,
    errors: ['FORBIDDEN'],
  },
  allowBroadcast: {
    method: 'POST',
    path: '/webcast-console/broadcast/allow',
    summary: 'Allow going live again (moderators)',
    description:
      'Lets encoders go live again after a moderator ended the broadcast. Answers the console session with the new state. Speakers and viewers: FORBIDDEN.',
    access: 'webcaster',
    results: WebcastConsoleSessionResults,
    errors: ['FORBIDDEN'],
  },
  studio: {
    method: 'GET',
    path: '/webcast-console/studio',
    summary: 'Who presents in the browser studio',
    description:
      "The presenters who send camera, microphone and/or screen from their console, whether each one's media arrives (ready), and who is on air. available: false when the server has no studio (no Janus, or no RTMP ingest of its own). Viewers: FORBIDDEN.",
    access: 'webcaster',
    results: WebcastStudioResults,
    errors: ['FORBIDDEN'],
  },
  studioJoin: {
    method: 'POST',
    path: '/webcast-console/studio/join',
    summary: 'Join the studio with camera, microphone and/or screen (moderators, speakers)',
    description:
      "The console's WebRTC offer (SDP with every ICE candidate gathered); answers the server's SDP answer. The session becomes a presenter a moderator can put on air; joining again replaces its earlier media. VIDEO_NOT_CONFIGURED without a studio; ROOM_FULL past 8 presenters. Viewers: FORBIDDEN.",
    access: 'webcaster',
    body: WebcastStudioJoinRequest,
    results: WebcastStudioJoinResults,
    errors: ['FORBIDDEN', 'VIDEO_NOT_CONFIGURED', 'ROOM_FULL'],
  },
  studioLeave: {
    method: 'POST',
    path: '/webcast-console/studio/leave',
    summary: 'Leave the studio',
    description:
      'Stops sending; a presenter who was on air takes the studio off air, so the broadcast ends. Viewers: FORBIDDEN.',
    access: 'webcaster',
    results: WebcastStudioResults,
    errors: ['FORBIDDEN'],
  },
  studioAir: {
    method: 'POST',
    path: '/webcast-console/studio/air',
    summary: 'Put a presenter on air, switch, or stop (moderators)',
    description:
      'feedId: the studio goes live with that presenter (the broadcast starts as from an encoder) or switches to them without a break; null: off air, the broadcast ends. BROADCAST_HELD after a moderator ended the broadcast (allow it first); BROADCAST_BUSY while an encoder broadcasts; NOT_FOUND for a presenter no longer in the studio. Speakers and viewers: FORBIDDEN.',
    access: 'webcaster',
    body: WebcastStudioAirRequest,
    results: WebcastStudioResults,
    errors: ['FORBIDDEN', 'VIDEO_NOT_CONFIGURED', 'NOT_FOUND', 'BROADCAST_HELD', 'BROADCAST_BUSY'],
  },
  talks: {
    method: 'GET',
    path: '/webcast-console/talks',
    summary: 'The talks that play the webcast (moderators, speakers)',
    description:
      "The auditorium talks of the account's events (shared rooms included) that play this webcast, with whether their visitors ask questions. Viewers: FORBIDDEN.",
    access: 'webcaster',
    results: WebcastTalksResults,
    errors: ['FORBIDDEN'],
  },
  questions: {
    method: 'GET',
    path: '/webcast-console/questions',
    summary: "A talk's questions (moderators: all; speakers: approved)",
    description:
      "The visitors' questions of a talk that plays this webcast, in one event: moderators get every one (pending, approved, hidden), speakers the approved ones, most votes first. NOT_FOUND for a talk that does not play it. Viewers: FORBIDDEN.",
    access: 'webcaster',
    query: WebcastQuestionsQuery,
    results: WebcastQuestionsResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  moderateQuestion: {
    method: 'POST',
    path: '/webcast-console/questions/:questionId',
    summary: 'Approve, hide or answer a question (moderators)',
    description:
      "As the event's moderators do in the venue: an approved question goes to every visitor of the talk, a hidden one disappears, an answer is shown under it — at once, over the venue's realtime connection. NOT_FOUND for a question of a talk that does not play this webcast. Speakers and viewers: FORBIDDEN.",
    access: 'webcaster',
    params: WebcastQuestionParams,
    body: WebcastQuestionRequest,
    results: WebcastQuestionResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  polls: {
    method: 'GET',
    path: '/webcast-console/polls',
    summary: "A talk's polls with their results (moderators, speakers)",
    description:
      'The polls of a talk that plays this webcast, in one event, newest first, with their counts (open ones too). NOT_FOUND for a talk that does not play it. Viewers: FORBIDDEN.',
    access: 'webcaster',
    query: WebcastQuestionsQuery,
    results: WebcastPollsResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  createPoll: {
    method: 'POST',
    path: '/webcast-console/polls',
    summary: 'Start a poll on a talk (moderators)',
    description:
      "Opens a poll (a question and 2 to 6 options) for the visitors of a talk that plays this webcast with Q&A on, as a venue moderator does: they vote at once, over the venue's realtime connection. NOT_FOUND for another talk. Speakers and viewers: FORBIDDEN.",
    access: 'webcaster',
    body: WebcastPollCreateRequest,
    results: WebcastPollResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  closePoll: {
    method: 'POST',
    path: '/webcast-console/polls/:pollId/close',
    summary: 'Close a poll (moderators)',
    description:
      "Closes a poll of a talk that plays this webcast; every visitor sees its results. NOT_FOUND for another talk's poll. Speakers and viewers: FORBIDDEN.",
    access: 'webcaster',
    params: WebcastPollParams,
    body: WebcastPollCloseRequest,
    results: WebcastPollResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  slides: {
    method: 'GET',
    path: '/webcast-console/slides',
    summary: 'The slides the console can show (moderators, speakers)',
    description:
      'The slides of the auditoriums whose talks play this webcast, in the order of their times, each once. Viewers: FORBIDDEN.',
    access: 'webcaster',
    results: WebcastSlidesResults,
    errors: ['FORBIDDEN'],
  },
  showSlide: {
    method: 'POST',
    path: '/webcast-console/slide',
    summary: 'Show a slide to every viewer now (moderators, speakers)',
    description:
      "slideId: that slide appears beside the player of everyone watching the webcast, at the same moment, and for whoever opens it later; null: no slide. NOT_FOUND for a slide that is not one of the webcast's auditoriums. Answers the console session. Viewers: FORBIDDEN.",
    access: 'webcaster',
    body: WebcastSlideRequest,
    results: WebcastConsoleSessionResults,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
  notice: {
    method: 'POST',
    path: '/webcast-console/notice',
    summary: "Post or remove the notice to the webcast's viewers (moderators)",
    description:
      'text: shown above the player to everyone watching the webcast in the auditorium, at once, and to whoever opens it later, until replaced; null removes it. Answers the console session. Speakers and viewers: FORBIDDEN.',
    access: 'webcaster',
    body: WebcastNoticeRequest,
    results: WebcastConsoleSessionResults,
    errors: ['FORBIDDEN'],
  },
  logout: {
    method: 'POST',
    path: '/webcast-console/logout',
    summary: 'Leave the console',
    description: 'Ends the console session of the `webcastToken` header.',
    access: 'webcaster',
    results: EmptyResults,
  },
});
