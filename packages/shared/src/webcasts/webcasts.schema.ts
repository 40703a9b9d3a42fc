import { z } from 'zod';
import { Asset } from '../assets/assets.schema.js';
import { PASSWORD_MAX_LENGTH } from '../auth/password.js';
import { MSG, emailField, requiredText } from '../validators.js';
import { Poll, PollCreateRequest, QA_ANSWER_MAX, QaQuestion } from '../visits/qa.schema.js';

/**
 * A webcast's broadcast state: `idle` (never live), `live` (an encoder publishes now) or `ended`
 * (was live; a new publish makes it live again).
 */
export const WEBCAST_STATUSES = ['idle', 'live', 'ended'] as const;
export type WebcastStatus = (typeof WEBCAST_STATUSES)[number];

/**
 * A playback token: `<expiry in unix seconds, base 36>.<signature>`, signed by the server for one
 * webcast. It is a folder of the path, so every address an HLS player derives from the master
 * playlist (variant playlists, segments: relative addresses) carries it — and a CDN in front passes
 * it through without knowing it. Viewers of the same hour share a token, so a CDN still caches
 * every segment once.
 */
export const PLAYBACK_TOKEN_PATTERN = /^[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/;

/**
 * The path of a webcast's HLS master playlist under a playback token: `/hls/<token>/<id>.m3u8`
 * (`/hls/` is the path a CDN fronts; variants are `<id>_<rendition>/index.m3u8` beside it).
 */
export const webcastPlaybackPath = (webcastId: string, token: string) => `/hls/${token}/${webcastId}.m3u8`;

/** The token folder of an HLS address (`…/hls/<token>/…`), or null. */
const TOKEN_IN_PATH = /\/hls\/([^/?#]+)\//;

/**
 * An HLS address the player derived from an older playback address, under the token of `current`
 * (the newest playback address): how a player that plays for hours keeps its stream while its
 * token is renewed. Addresses without a token folder are answered unchanged.
 */
export function withCurrentPlaybackToken(address: string, current: string): string {
  const token = TOKEN_IN_PATH.exec(current)?.[1];
  return token ? address.replace(TOKEN_IN_PATH, `/hls/${token}/`) : address;
}

/** Where a viewer plays a webcast now: its signed master playlist and until when that address works. */
export const WebcastPlayback = z.object({
  /** The HLS master playlist with its token (on CDN_BASE_URL when set, else this origin). */
  url: z.string(),
  /** ISO date-time after which the address is refused; ask for a new one well before. */
  expiresAt: z.string(),
});
export type WebcastPlayback = z.infer<typeof WebcastPlayback>;

/** GET public/venue/{pageCode}/webcasts/{id}/playback. */
export const WebcastPlaybackResults = z.object({ playback: WebcastPlayback });
export type WebcastPlaybackResults = z.infer<typeof WebcastPlaybackResults>;

/** A webcast (spec §3 Webcast asset): an asset of kind webcast with its broadcast state. */
export const Webcast = z
  .object({
    /** The asset's id (the media library's webcasts tab, the editor's `webcast` targets). */
    id: z.string(),
    name: z.string(),
    status: z.enum(WEBCAST_STATUSES),
    /** ISO date-time the current or last broadcast began; null before the first. */
    liveSince: z.string().nullable(),
    /** ISO date-time the last broadcast ended; null while live or before the first. */
    endedAt: z.string().nullable(),
    createdAt: z.string(),
    /**
     * A moderator ended the broadcast: encoders are refused (a running one was disconnected) until a
     * moderator allows going live again.
     */
    held: z.boolean(),
    /**
     * The HLS master playlist with a playback token for the organiser's preview (expires within two
     * hours; asked again with the webcast).
     */
    playbackUrl: z.string(),
    /** How many places use it (talks, doors, link items): it cannot be deleted while this is above 0. */
    usages: z.number().int(),
  })
  .meta({ id: 'Webcast' });
export type Webcast = z.infer<typeof Webcast>;

/** Where an encoder (OBS, vMix, ffmpeg) sends the webcast: server address and secret stream key. */
export const WebcastIngest = z.object({
  /** The RTMP address an encoder calls "Server", e.g. rtmp://media.example.com:1935/live. */
  serverUrl: z.string(),
  /** The secret key ("Stream key"); the full publish address is `${serverUrl}/${streamKey}`. */
  streamKey: z.string(),
});
export type WebcastIngest = z.infer<typeof WebcastIngest>;

/**
 * A live broadcast's health as the media server sees it (moderators' view): bitrates in kbit/s
 * (measured every 10 s, so 0 at first), the picture and sound, frames it dropped, seconds running,
 * and the ingest delay.
 */
export const WebcastHealth = z.object({
  bitrateKbps: z.number(),
  videoKbps: z.number(),
  audioKbps: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  fps: z.number().nullable(),
  videoCodec: z.string().nullable(),
  audioCodec: z.string().nullable(),
  droppedFrames: z.number(),
  uptimeSeconds: z.number(),
  /**
   * Ingest delay in ms: how far the media runs behind the clock by the time the server packages it
   * (the encoder's connected time minus its newest media timestamp, plus how far the renditions run
   * behind). A few hundred ms is normal; it grows while the encoder, its connection or the server's
   * encoding cannot keep up. Null when not known (a media server that does not report timestamps, or
   * an encoder whose timestamps do not start at 0).
   */
  ingestDelayMs: z.number().nullable(),
});
/** An ingest delay from this many ms on is shown as a problem: the encoder falls behind. */
export const WEBCAST_INGEST_DELAY_WARN_MS = 2_000;
export type WebcastHealth = z.infer<typeof WebcastHealth>;

/** Longest notice a moderator posts to a webcast's viewers, in characters. */
export const WEBCAST_NOTICE_MAX = 280;

/**
 * A moderator's notice to everyone watching a webcast ("We start in 5 minutes", "Slides at …"): shown
 * above the player in the auditorium at once, and to everyone who opens it later, until replaced or
 * removed.
 */
export const WebcastNotice = z.object({ text: z.string(), postedAt: z.iso.datetime() });
export type WebcastNotice = z.infer<typeof WebcastNotice>;

/**
 * The slide a moderator or speaker shows every viewer of a webcast at the same moment (one of the
 * slides of the auditoriums whose talks play it): shown beside the player until another replaces it.
 */
export const WebcastSlide = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  shownAt: z.iso.datetime(),
});
export type WebcastSlide = z.infer<typeof WebcastSlide>;

/** What the console shows every viewer besides the broadcast: the notice and the slide. */
export const WebcastStage = z.object({ notice: WebcastNotice.nullable(), slide: WebcastSlide.nullable() });
export type WebcastStage = z.infer<typeof WebcastStage>;

/** POST webcast-console/notice: the notice to show (trimmed), or null to remove it. */
export const WebcastNoticeRequest = z.strictObject({
  text: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(WEBCAST_NOTICE_MAX, MSG.maxLength)
    .nullable(),
});
export type WebcastNoticeRequest = z.input<typeof WebcastNoticeRequest>;

/**
 * One webcast with its ingest settings (null when this server has no RTMP ingest set up) and its
 * recordings: video assets of the media library, one per broadcast, newest first.
 */
export const WebcastDetail = Webcast.extend({
  ingest: WebcastIngest.nullable(),
  recordings: z.array(Asset),
  /** While live and the media server reports it (Foyer's own nginx-rtmp); else null. */
  health: WebcastHealth.nullable(),
  /** Players open on the webcast in the auditorium now, on every server node. */
  viewers: z.number().int().nonnegative(),
  /** The notice its viewers see, if a moderator posted one. */
  notice: WebcastNotice.nullable(),
  /** The slide its viewers see, if one was shown. */
  slide: WebcastSlide.nullable(),
});
export type WebcastDetail = z.infer<typeof WebcastDetail>;

/**
 * GET webcasts: the account's webcasts, the plan's limit (spec §6: 1/2/4) and how many may still be
 * made; both null when the plan has no limit.
 */
export const WebcastListResults = z.object({
  webcasts: z.array(Webcast),
  limit: z.number().int().nullable(),
  left: z.number().int().nullable(),
});
export type WebcastListResults = z.infer<typeof WebcastListResults>;

/** POST webcasts: a new webcast with its name. */
export const WebcastCreateRequest = z.strictObject({ name: requiredText(200) });
export type WebcastCreateRequest = z.infer<typeof WebcastCreateRequest>;

export const WebcastResults = z.object({ webcast: WebcastDetail });
export type WebcastResults = z.infer<typeof WebcastResults>;

// ---------------------------------------------------------------------------------------------
// Webcast users and the console (spec §1 roles, §2 "Webcast edit: webcast users and 'login as'",
// §3 Webcast user: display name, email, password, role)

/** Spec §1: moderator (runs the broadcast), speaker (presents), viewer (watches). */
export const WEBCAST_ROLES = ['moderator', 'speaker', 'viewer'] as const;
export type WebcastRole = (typeof WEBCAST_ROLES)[number];

/** The header of console calls: the token of a console session (login, invitation or "login as"). */
export const WEBCAST_TOKEN_HEADER = 'webcastToken';

/** A person who may open a webcast's console; `invited` until they have chosen a password. */
export const WebcastUser = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: z.enum(WEBCAST_ROLES),
  status: z.enum(['invited', 'active']),
  /** ISO date-time of the last invitation mail. */
  invitedAt: z.string().nullable(),
  /** ISO date-time of the last console login, null before the first. */
  lastLoginAt: z.string().nullable(),
});
export type WebcastUser = z.infer<typeof WebcastUser>;

/** POST webcasts/:id/users: a person is added and mailed an invitation link to choose a password. */
export const WebcastUserCreateRequest = z.strictObject({
  displayName: requiredText(100),
  email: emailField,
  role: z.enum(WEBCAST_ROLES, { error: MSG.invalid }),
});
export type WebcastUserCreateRequest = z.infer<typeof WebcastUserCreateRequest>;

/** PUT webcasts/:id/users/:userId: name and role (the email stays). */
export const WebcastUserUpdateRequest = z.strictObject({
  displayName: requiredText(100),
  role: z.enum(WEBCAST_ROLES, { error: MSG.invalid }),
});
export type WebcastUserUpdateRequest = z.infer<typeof WebcastUserUpdateRequest>;

export const WebcastUsersResults = z.object({ users: z.array(WebcastUser) });
export const WebcastUserResults = z.object({ user: WebcastUser });

/** POST webcasts/:id/login-as: the organiser opens the console in a role, without a password. */
export const WebcastLoginAsRequest = z.strictObject({ role: z.enum(WEBCAST_ROLES, { error: MSG.invalid }) });
export type WebcastLoginAsRequest = z.infer<typeof WebcastLoginAsRequest>;

/** A console session: the token for the `webcastToken` header, and its webcast. */
export const WebcastConsoleTokenResults = z.object({ webcastToken: z.string(), webcastId: z.string() });
export type WebcastConsoleTokenResults = z.infer<typeof WebcastConsoleTokenResults>;

/** POST webcast-console/login: a webcast user's email and password for one webcast. */
export const WebcastConsoleLoginRequest = z.strictObject({
  webcastId: z.string({ error: MSG.required }).max(64, MSG.invalid),
  email: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(254, MSG.invalid),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH, MSG.maxLength),
});
export type WebcastConsoleLoginRequest = z.infer<typeof WebcastConsoleLoginRequest>;

/** POST webcast-console/invitation: the invited person chooses a password (spec §5 rules). */
export const WebcastInvitationAcceptRequest = z.strictObject({
  token: z.string({ error: MSG.required }).min(16, MSG.invalid).max(200, MSG.invalid),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH, MSG.maxLength),
});
export type WebcastInvitationAcceptRequest = z.infer<typeof WebcastInvitationAcceptRequest>;

/** GET webcast-console/session: who is in the console, as what, and the webcast they are in. */
export const WebcastConsoleSession = z.object({
  displayName: z.string(),
  role: z.enum(WEBCAST_ROLES),
  /** True when the account's organiser came in through "login as". */
  organiser: z.boolean(),
  webcast: Webcast.pick({
    id: true,
    name: true,
    status: true,
    liveSince: true,
    endedAt: true,
    held: true,
    playbackUrl: true,
  }),
  /** Where to send the stream from an encoder: moderators and speakers only (null for viewers or without ingest). */
  ingest: WebcastIngest.nullable(),
  /** The live broadcast's health: moderators only (null for others, or when not known). */
  health: WebcastHealth.nullable(),
  /** Players open on the webcast in the auditorium now, on every server node: moderators only (else null). */
  viewers: z.number().int().nonnegative().nullable(),
  /** The notice the viewers see, if a moderator posted one. */
  notice: WebcastNotice.nullable(),
  /** The slide the viewers see, if one was shown. */
  slide: WebcastSlide.nullable(),
});
export type WebcastConsoleSession = z.infer<typeof WebcastConsoleSession>;
export const WebcastConsoleSessionResults = z.object({ session: WebcastConsoleSession });

/** A presenter in the browser studio: one console session sending camera, microphone and/or screen. */
export const WebcastStudioPresenter = z.object({
  id: z.string(),
  displayName: z.string(),
  role: z.enum(WEBCAST_ROLES),
  /** Their media reaches the server: they can be put on air. */
  ready: z.boolean(),
});
export type WebcastStudioPresenter = z.infer<typeof WebcastStudioPresenter>;

/** GET webcast-console/studio: who presents in the browser studio, and who is on air. */
export const WebcastStudio = z.object({
  /** Whether this server has a studio (Janus and an RTMP ingest of its own). */
  available: z.boolean(),
  /** The presenter of the asking console session, if it is in the studio. */
  you: z.string().nullable(),
  /** The presenter on air, if the studio broadcasts. */
  onAir: z.string().nullable(),
  presenters: z.array(WebcastStudioPresenter),
});
export type WebcastStudio = z.infer<typeof WebcastStudio>;
export const WebcastStudioResults = z.object({ studio: WebcastStudio });

/** POST webcast-console/studio/join: the browser's SDP offer, with all its ICE candidates. */
export const WebcastStudioJoinRequest = z.strictObject({
  sdp: z.string({ error: MSG.required }).min(1, MSG.required).max(40_000, MSG.maxLength),
});
export type WebcastStudioJoinRequest = z.infer<typeof WebcastStudioJoinRequest>;
/** The server's SDP answer for the browser, and the presenter it is now. */
export const WebcastStudioJoinResults = z.object({
  sdp: z.string(),
  feedId: z.string(),
  studio: WebcastStudio,
});

/** POST webcast-console/studio/air (moderators): the presenter to put on air, or null to stop. */
export const WebcastStudioAirRequest = z.strictObject({ feedId: z.string().max(32).nullable() });
export type WebcastStudioAirRequest = z.infer<typeof WebcastStudioAirRequest>;

/** A talk of one of the account's events that plays the webcast: its Q&A is followed in the console. */
export const WebcastTalk = z.object({
  eventId: z.string(),
  eventName: z.string(),
  /** The THEATRE_VIDEO element. */
  videoId: z.string(),
  title: z.string(),
  /** Its visitors ask questions (Q&A and polls are on for the talk). */
  interactive: z.boolean(),
});
export type WebcastTalk = z.infer<typeof WebcastTalk>;
export const WebcastTalksResults = z.object({ talks: z.array(WebcastTalk) });

/** GET webcast-console/questions: the talk (of one event) whose questions to show. */
export const WebcastQuestionsQuery = z.object({ eventId: z.uuid(), videoId: z.uuid() });
export const WebcastQuestionsResults = z.object({ questions: z.array(QaQuestion) });

/** POST webcast-console/questions/{questionId}: approve or hide a question of the event, and/or answer it. */
export const WebcastQuestionRequest = z
  .strictObject({
    eventId: z.uuid(),
    state: z.enum(['approved', 'hidden']).optional(),
    answer: z.string().trim().min(1, MSG.required).max(QA_ANSWER_MAX, MSG.maxLength).optional(),
  })
  .refine((r) => r.state !== undefined || r.answer !== undefined, {
    message: MSG.required,
    path: ['answer'],
  });
export type WebcastQuestionRequest = z.input<typeof WebcastQuestionRequest>;
export const WebcastQuestionParams = z.object({ questionId: z.string() });
export const WebcastQuestionResults = z.object({ question: QaQuestion });

/** GET webcast-console/polls: a talk's polls, newest first, with their counts. */
export const WebcastPollsResults = z.object({ polls: z.array(Poll) });
/** POST webcast-console/polls: a moderator's new poll on a talk of one event (the venue's rules). */
export const WebcastPollCreateRequest = PollCreateRequest.extend({ eventId: z.uuid() });
export type WebcastPollCreateRequest = z.input<typeof WebcastPollCreateRequest>;
export const WebcastPollParams = z.object({ pollId: z.string() });
/** POST webcast-console/polls/{pollId}/close: the event of the poll. */
export const WebcastPollCloseRequest = z.strictObject({ eventId: z.uuid() });
export const WebcastPollResults = z.object({ poll: Poll });

/** A slide that the console can show: of an auditorium whose talk plays the webcast. */
export const WebcastSlideChoice = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  /** The talk (and its event) whose auditorium has the slide. */
  talkTitle: z.string(),
  eventName: z.string(),
});
export type WebcastSlideChoice = z.infer<typeof WebcastSlideChoice>;
export const WebcastSlidesResults = z.object({ slides: z.array(WebcastSlideChoice) });

/** POST webcast-console/slide: the slide to show every viewer now, or null to stop showing one. */
export const WebcastSlideRequest = z.strictObject({ slideId: z.string().min(1).max(64).nullable() });
export type WebcastSlideRequest = z.infer<typeof WebcastSlideRequest>;
