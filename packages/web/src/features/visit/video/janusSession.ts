import type { JanusJS } from 'janus-gateway';
import {
  type Publisher,
  type StreamOwners,
  applyDiff,
  parseAttendees,
  parsePublishers,
  streamOwners,
  subscribedOf,
  subscriptionDiff,
} from './subscriptions';

/**
 * The call screen's only door to janus.js (Janus 1.1 videoroom, multistream): one publisher handle
 * that joins the room and sends this visitor's camera and microphone, and one subscriber handle
 * that receives every other publisher's streams, updated as people come and go. The screen sees
 * snapshots (who is there, their media, who speaks) and never a Janus message; tests fake this
 * module's `ConnectJanus`, since jsdom has no WebRTC.
 */

/** Another person in the call, as the grid shows them. */
export type RemoteFeed = {
  feedId: number;
  display: string;
  /** Their audio and video as received (one MediaStream per person, for one <video>). */
  stream: MediaStream;
  hasVideo: boolean;
  /** Their microphone sends nothing (turned off, or muted by the moderator). */
  isMuted: boolean;
  isSpeaking: boolean;
  /** The mid of their published audio (a moderator's mute names it). */
  audioMid: string | null;
};

/**
 * 'full': Janus refused another publisher (432); 'kicked': the room's moderator removed this
 * visitor; 'failed': the connection could not be made or was lost; 'ended': the room was closed.
 */
export type CallStatus = 'connecting' | 'connected' | 'full' | 'kicked' | 'failed' | 'ended';

export type CallSnapshot = {
  status: CallStatus;
  remotes: RemoteFeed[];
  /** The room's moderator turned this visitor's microphone off. */
  isMutedByModerator: boolean;
};

export type JanusCallOptions = {
  /** Janus' HTTP API (a path on this origin, Foyer's proxy). */
  server: string;
  /** The visitor token; Foyer's proxy requires it and strips it before Janus. */
  token: string;
  iceServers: RTCIceServer[];
  room: number;
  pin: string;
  feedId: number;
  displayName: string;
  /** Bits per second for the camera. */
  bitrate: number;
  /** The tracks to publish (camera and/or microphone); null listens only. */
  media: MediaStream | null;
  onChange(snapshot: CallSnapshot): void;
};

export type JanusCall = {
  /** Sends another video track instead of the current one (a shared screen, the camera again). */
  replaceVideoTrack(track: MediaStreamTrack): Promise<void>;
  /** Leaves the room and closes the connections; no snapshot follows. */
  hangup(): void;
  /** The peer connections, for the e2e test's statistics (see debug.ts). */
  connections(): { publisher: RTCPeerConnection | null; subscriber: RTCPeerConnection | null };
};

export type ConnectJanus = (options: JanusCallOptions) => JanusCall;

type Janus = JanusJS.Janus;
type JanusClass = typeof JanusJS.Janus;
type Handle = JanusJS.PluginHandle;
type Message = JanusJS.Message;

const PLUGIN = 'janus.plugin.videoroom';
/** Janus videoroom: "Maximum number of publishers reached". */
const ERROR_PUBLISHERS_FULL = 432;
/** An audio level (0..1) above which a person counts as speaking. */
const SPEAKING_LEVEL = 0.04;
const SPEAKING_POLL_MS = 400;

let loading: Promise<JanusClass> | null = null;

/** janus.js and its WebRTC adapter, loaded on the first call only (they stay out of the venue's bundle). */
function loadJanus(): Promise<JanusClass> {
  loading ??= Promise.all([import('janus-gateway'), import('webrtc-adapter')]).then(
    ([{ default: Janus }, { default: adapter }]) =>
      new Promise<JanusClass>((resolve) =>
        Janus.init({
          dependencies: Janus.useDefaultDependencies({ adapter }),
          callback: () => resolve(Janus),
        }),
      ),
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Connects to a Janus videoroom with janus.js (the real ConnectJanus). */
export const connectJanus: ConnectJanus = (options) => {
  const call = new VideoRoomCall(options);
  loadJanus().then(
    (JanusClass) => call.start(JanusClass),
    () => call.fail(),
  );
  return call;
};

class VideoRoomCall implements JanusCall {
  private janus: Janus | null = null;
  private publisher: Handle | null = null;
  private subscriber: Handle | null = null;
  private subscriberState: 'none' | 'joining' | 'ready' = 'none';
  /** A subscribe/update is on its way: the next one waits for its answer. */
  private isNegotiating = false;
  private privateId: number | undefined;
  private readonly publishers = new Map<number, Publisher>();
  private subscribed = new Map<number, Set<string>>();
  private owners: StreamOwners = new Map();
  private readonly streams = new Map<number, MediaStream>();
  /** Subscriber mids whose track went silent (no packets: camera or microphone off). */
  private readonly silentMids = new Set<string>();
  private readonly moderatorMuted = new Set<number>();
  private readonly speaking = new Set<number>();
  private status: CallStatus = 'connecting';
  private isMutedByModerator = false;
  private isClosed = false;
  private speakingTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: JanusCallOptions) {}

  start(JanusClass: JanusClass): void {
    if (this.isClosed) return;
    const { server, token, iceServers } = this.options;
    this.janus = new JanusClass({
      server: new URL(server, window.location.origin).href,
      token,
      iceServers,
      success: () => this.attachPublisher(),
      // The session could not be created, or was lost (Janus or the network went away).
      error: () => this.fail(),
    });
  }

  fail(): void {
    this.end('failed');
  }

  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.publisher?.webrtcStuff.pc?.getSenders().find((s) => s.track?.kind === 'video');
    if (!sender) throw new Error('No video is being sent');
    await sender.replaceTrack(track);
  }

  hangup(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.teardown();
  }

  connections() {
    return {
      publisher: this.publisher?.webrtcStuff.pc ?? null,
      subscriber: this.subscriber?.webrtcStuff.pc ?? null,
    };
  }

  private attachPublisher(): void {
    const { room, pin, feedId, displayName } = this.options;
    this.janus?.attach({
      plugin: PLUGIN,
      opaqueId: `foyer-${feedId}`,
      success: (handle) => {
        this.publisher = handle;
        handle.send({
          message: { request: 'join', ptype: 'publisher', room, pin, id: feedId, display: displayName },
        });
      },
      error: () => this.fail(),
      onmessage: (message, jsep) => this.onPublisherMessage(message, jsep),
    });
  }

  private onPublisherMessage(message: Message, jsep?: JanusJS.JSEP): void {
    if (this.isClosed) return;
    const ending = this.endingOf(message);
    if (ending) {
      this.end(ending);
      return;
    }
    const event = message.videoroom;
    if (event === 'joined') this.onJoined(message);
    else if (event === 'event') this.onRoomEvent(message);
    else if ((event === 'talking' || event === 'stopped-talking') && typeof message.id === 'number')
      this.setSpeaking(message.id, event === 'talking');
    if (jsep) this.publisher?.handleRemoteJsep({ jsep });
  }

  /** The end a publisher message announces, if any: room full, removed, room closed, join refused. */
  private endingOf(message: Message): CallStatus | null {
    if (message.error_code === ERROR_PUBLISHERS_FULL) return 'full';
    if (message.videoroom === 'destroyed') return 'ended';
    if (message.videoroom === 'event' && this.isRemovedByModerator(message)) return 'kicked';
    if (message.error && this.status === 'connecting') return 'failed';
    return null;
  }

  private onJoined(message: Message): void {
    this.privateId = typeof message.private_id === 'number' ? message.private_id : undefined;
    this.status = 'connected';
    this.publish();
    this.speakingTimer = setInterval(() => this.pollSpeaking(), SPEAKING_POLL_MS);
    this.addAttendees(parseAttendees(message.attendees));
    this.addPublishers(parsePublishers(message.publishers));
  }

  private onRoomEvent(message: Message): void {
    if (message.joining) this.addAttendees(parseAttendees(message.joining));
    if (message.publishers) this.addPublishers(parsePublishers(message.publishers));
    for (const gone of [message.leaving, message.unpublished, message.kicked])
      if (typeof gone === 'number') this.removePublisher(gone);
    if (typeof message.moderation === 'string') this.onModeration(message);
  }

  /** Janus tells a kicked publisher `leaving: "ok"` with `reason: "kicked"` (some versions `kicked: <own id>`). */
  private isRemovedByModerator(message: Message): boolean {
    return (
      (message.leaving === 'ok' && message.reason === 'kicked') || message.kicked === this.options.feedId
    );
  }

  private onModeration(message: Message): void {
    const isMuted = message.moderation === 'muted';
    if (message.id === this.options.feedId) {
      this.isMutedByModerator = isMuted;
      this.emit();
      return;
    }
    if (typeof message.id !== 'number') return;
    if (isMuted) this.moderatorMuted.add(message.id);
    else this.moderatorMuted.delete(message.id);
    this.emit();
  }

  /** Sends the camera and microphone (none when listening only) with the room's bitrate cap. */
  private publish(): void {
    const media = this.options.media;
    const tracks = media?.getTracks() ?? [];
    if (!this.publisher || tracks.length === 0) {
      this.emit();
      return;
    }
    const { bitrate } = this.options;
    const hasAudio = tracks.some((t) => t.kind === 'audio');
    const hasVideo = tracks.some((t) => t.kind === 'video');
    this.publisher.createOffer({
      tracks: tracks.map((track) =>
        track.kind === 'video'
          ? { type: 'video' as const, capture: track, recv: false, bitrate, dontStop: true }
          : { type: 'audio' as const, capture: track, recv: false, dontStop: true },
      ),
      success: (jsep) =>
        this.publisher?.send({
          message: { request: 'configure', audio: hasAudio, video: hasVideo, bitrate },
          jsep,
        }),
      error: () => this.fail(),
    });
    this.emit();
  }

  private addPublishers(list: Publisher[]): void {
    for (const publisher of list)
      if (publisher.id !== this.options.feedId) this.publishers.set(publisher.id, publisher);
    this.emit();
    this.syncSubscription();
  }

  /** Someone in the room who sends nothing (yet, or listening only): a tile with their initials. */
  private addAttendees(list: Publisher[]): void {
    for (const attendee of list)
      if (attendee.id !== this.options.feedId && !this.publishers.has(attendee.id))
        this.publishers.set(attendee.id, attendee);
    this.emit();
  }

  private removePublisher(feed: number): void {
    if (!this.publishers.delete(feed)) return;
    // Janus drops the feed's streams from our subscription itself (and renegotiates).
    this.subscribed.delete(feed);
    this.streams.delete(feed);
    this.moderatorMuted.delete(feed);
    this.speaking.delete(feed);
    this.emit();
  }

  /** Asks Janus for the streams wanted and not yet received (one request at a time). */
  private syncSubscription(): void {
    if (this.isClosed || this.isNegotiating) return;
    const diff = subscriptionDiff([...this.publishers.values()], this.subscribed);
    if (diff.subscribe.length === 0 && diff.unsubscribe.length === 0) return;
    if (this.subscriberState === 'none') {
      if (diff.subscribe.length > 0) this.attachSubscriber(diff.subscribe);
      return;
    }
    if (this.subscriberState !== 'ready' || !this.subscriber) return;
    this.isNegotiating = true;
    this.subscribed = applyDiff(this.subscribed, diff);
    this.subscriber.send({
      message: { request: 'update', subscribe: diff.subscribe, unsubscribe: diff.unsubscribe },
      error: () => this.negotiated(),
    });
  }

  private attachSubscriber(streams: { feed: number; mid?: string }[]): void {
    const { room, pin, feedId } = this.options;
    this.subscriberState = 'joining';
    this.isNegotiating = true;
    this.subscribed = applyDiff(this.subscribed, { subscribe: streams, unsubscribe: [] });
    this.janus?.attach({
      plugin: PLUGIN,
      opaqueId: `foyer-${feedId}`,
      success: (handle) => {
        this.subscriber = handle;
        const privateId = this.privateId === undefined ? {} : { private_id: this.privateId };
        handle.send({ message: { request: 'join', ptype: 'subscriber', room, pin, streams, ...privateId } });
      },
      error: () => this.fail(),
      onmessage: (message, jsep) => this.onSubscriberMessage(message, jsep),
      onremotetrack: (track, mid, isOn, metadata) => this.onRemoteTrack(track, mid, isOn, metadata?.reason),
    });
  }

  private onSubscriberMessage(message: Message, jsep?: JanusJS.JSEP): void {
    if (this.isClosed) return;
    const event = message.videoroom;
    if (event === 'attached' || event === 'updated') {
      if (event === 'attached') this.subscriberState = 'ready';
      if (Array.isArray(message.streams)) {
        this.owners = streamOwners(message.streams);
        this.subscribed = subscribedOf(this.owners);
      }
      if (!jsep) this.negotiated();
    } else if (message.error) {
      // A feed left while we asked for it: what we receive is what `owners` says.
      if (this.subscriberState === 'joining') this.subscriberState = 'none';
      this.subscribed = subscribedOf(this.owners);
      this.negotiated();
    } else if (message.started === 'ok') {
      this.negotiated();
    }
    if (jsep) this.answer(jsep);
  }

  private answer(jsep: JanusJS.JSEP): void {
    const handle = this.subscriber;
    handle?.createAnswer({
      jsep,
      // Receive only: naming no audio or video keeps janus.js from opening a camera here.
      tracks: [{ type: 'data', capture: false }],
      success: (answer) =>
        handle.send({ message: { request: 'start', room: this.options.room }, jsep: answer }),
      error: () => this.fail(),
    });
  }

  private negotiated(): void {
    this.isNegotiating = false;
    this.syncSubscription();
  }

  private onRemoteTrack(track: MediaStreamTrack, mid: string, isOn: boolean, reason?: string): void {
    const owner = this.owners.get(mid);
    if (!owner || this.isClosed) return;
    if (reason === 'mute' || reason === 'unmute') {
      if (reason === 'mute') this.silentMids.add(mid);
      else this.silentMids.delete(mid);
      this.emit();
      return;
    }
    const stream = this.streamOf(owner.feed);
    if (isOn) {
      for (const old of stream.getTracks())
        if (old.kind === track.kind && old !== track) stream.removeTrack(old);
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.silentMids.delete(mid);
    } else stream.removeTrack(track);
    this.emit();
  }

  private streamOf(feed: number): MediaStream {
    let stream = this.streams.get(feed);
    if (!stream) {
      stream = new MediaStream();
      this.streams.set(feed, stream);
    }
    return stream;
  }

  /** Who speaks, from the audio level of each received stream (no server events needed). */
  private pollSpeaking(): void {
    const pc = this.subscriber?.webrtcStuff.pc;
    if (!pc) return;
    for (const transceiver of pc.getTransceivers()) {
      const owner = transceiver.mid ? this.owners.get(transceiver.mid) : undefined;
      if (owner?.type !== 'audio') continue;
      const levels = transceiver.receiver.getSynchronizationSources().map((s) => s.audioLevel ?? 0);
      this.setSpeaking(owner.feed, Math.max(0, ...levels) > SPEAKING_LEVEL);
    }
  }

  private setSpeaking(feed: number, isSpeaking: boolean): void {
    if (this.speaking.has(feed) === isSpeaking) return;
    if (isSpeaking) this.speaking.add(feed);
    else this.speaking.delete(feed);
    this.emit();
  }

  private remoteOf(publisher: Publisher): RemoteFeed {
    const mids = [...this.owners].filter(([, o]) => o.feed === publisher.id);
    const live = (type: string) => mids.some(([mid, o]) => o.type === type && !this.silentMids.has(mid));
    const stream = this.streamOf(publisher.id);
    const audio = publisher.streams.find((s) => s.type === 'audio' && !s.disabled);
    return {
      feedId: publisher.id,
      display: publisher.display,
      stream,
      hasVideo: stream.getVideoTracks().length > 0 && live('video'),
      isMuted: this.moderatorMuted.has(publisher.id) || !audio || (mids.length > 0 && !live('audio')),
      isSpeaking: this.speaking.has(publisher.id),
      audioMid: audio?.mid ?? null,
    };
  }

  private emit(): void {
    if (this.isClosed) return;
    this.options.onChange({
      status: this.status,
      remotes: [...this.publishers.values()].map((p) => this.remoteOf(p)),
      isMutedByModerator: this.isMutedByModerator,
    });
  }

  /** Ends the call with a status the screen explains (full, kicked, failed, ended). */
  private end(status: CallStatus): void {
    if (this.isClosed) return;
    this.status = status;
    this.publishers.clear();
    this.emit();
    this.isClosed = true;
    this.teardown();
  }

  private teardown(): void {
    clearInterval(this.speakingTimer);
    // Destroying the session detaches both handles: the others see this visitor leave at once.
    this.janus?.destroy({ cleanupHandles: true, notifyDestroyed: false });
    this.janus = null;
  }
}
