import { type EventBreakout, type VideoJoinRequest, type VideoJoinResults, videoApi } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { theme } from '../../../ui/theme';
import { ActivityContext, type ActivityRecorder } from '../activity';
import { recorderSpy } from '../activity/testing';
import { VISIT_PAGE, holdRequests, requestsSent } from '../testing';
import { JitsiCall } from './JitsiCall';
import type { CallStaff } from './context';
import {
  type CallSnapshot,
  type ConnectJanus,
  type JanusCallOptions,
  VideoCallProvider,
  useVideoCall,
} from './index';

// A third-party edge: the SDK would load external_api.js from the organiser's Jitsi.
const jitsi = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }));
vi.mock('@jitsi/react-sdk', () => ({
  JitsiMeeting: (props: Record<string, unknown>) => {
    jitsi.props.push(props);
    return <div data-testid="jitsi-meeting" />;
  },
}));

let fake: FakeApi | undefined;

/** The fake API of a visitor (no organiser session). */
function visitApi(): FakeApi {
  fake = fakeApi({ token: null });
  return fake;
}

const TOKEN = 'visitor-token-1';

const JANUS: VideoJoinResults = {
  provider: 'janus',
  title: 'CV check',
  displayName: 'Grace Hopper',
  moderator: false,
  capacity: 30,
  server: '/api/v1/janus',
  room: 4711,
  pin: 'pin-1',
  feedId: 1001,
  bitrate: 256_000,
  iceServers: [],
};

const BREAKOUTS: EventBreakout[] = [
  { id: 'br1', kind: 'EVENT_BREAKOUT', name: 'CV check', moderatorId: null, capacity: 30 },
];

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: vi.fn(), addEventListener: vi.fn() };
}
type FakeTrack = ReturnType<typeof fakeTrack>;

function fakeStream(tracks: FakeTrack[]): MediaStream {
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
}

/** Stubs navigator.mediaDevices; `getUserMedia` answers each call in turn. */
function stubDevices(answers: (FakeTrack[] | DOMException)[], { canShare = false } = {}) {
  const getUserMedia = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof DOMException) throw answer;
    return fakeStream(answer ?? []);
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, ...(canShare ? { getDisplayMedia: vi.fn() } : {}) },
  });
  return getUserMedia;
}

/** A stand-in for janus.js: records each connection and lets the test play Janus' part. */
function fakeJanus() {
  const calls: { options: JanusCallOptions; hangup: ReturnType<typeof vi.fn> }[] = [];
  const connect: ConnectJanus = (options) => {
    const call = {
      options,
      hangup: vi.fn(),
      replaceVideoTrack: vi.fn(async () => {}),
      connections: () => ({ publisher: null, subscriber: null }),
    };
    calls.push(call);
    return call;
  };
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('not connected');
    return call;
  };
  const push = (snapshot: Partial<CallSnapshot>) =>
    act(() =>
      last().options.onChange({ status: 'connected', remotes: [], isMutedByModerator: false, ...snapshot }),
    );
  return { connect, calls, last, push };
}

const remote = (feedId: number, display: string) => ({
  feedId,
  display,
  stream: fakeStream([fakeTrack('audio'), fakeTrack('video')]),
  hasVideo: true,
  isMuted: false,
  isSpeaking: false,
  audioMid: '0',
});

function Opener({ target, staff }: { target: VideoJoinRequest; staff?: CallStaff }) {
  const { open, active } = useVideoCall();
  return (
    <button type="button" onClick={() => open(target, staff)}>
      {active ? 'in a call' : 'open call'}
    </button>
  );
}

function renderCall(
  connect: ConnectJanus,
  target: VideoJoinRequest = { breakoutId: 'br1' },
  { staff, activity = null }: { staff?: CallStaff; activity?: ActivityRecorder | null } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <QueryClientProvider client={client}>
          <ActivityContext value={activity}>
            <VideoCallProvider
              pageCode={VISIT_PAGE}
              visitorToken={TOKEN}
              breakouts={BREAKOUTS}
              connectJanus={connect}
            >
              {children}
            </VideoCallProvider>
          </ActivityContext>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
  render(wrap(<Opener target={target} staff={staff} />));
  return userEvent.click(screen.getByRole('button', { name: 'open call' }));
}

const callDialog = (name: string | RegExp = 'CV check') => screen.findByRole('dialog', { name });

beforeEach(() => {
  jitsi.props.length = 0;
});
afterEach(() => {
  // Every call the call screen made was one the test answered.
  expect(fake?.unhandled ?? []).toEqual([]);
  fake = undefined;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('joining', () => {
  it('joins with the visitor token, says so while it waits, and connects the room’s call', async () => {
    const api = visitApi().on(videoApi.join, JANUS);
    const answer = holdRequests(api, 'POST');
    const tracks = [fakeTrack('audio'), fakeTrack('video')];
    stubDevices([tracks]);
    const janus = fakeJanus();
    await renderCall(janus.connect);

    const dialog = await callDialog();
    expect(within(dialog).getByRole('status').textContent).toContain('Joining the room…');
    expect(requestsSent(api).map((r) => [r.path, r.headers.visitorToken])).toEqual([
      [`/public/venue/${VISIT_PAGE}/video/join`, TOKEN],
    ]);
    answer();

    await waitFor(() => expect(janus.calls).toHaveLength(1));
    expect(janus.last().options).toMatchObject({
      server: '/api/v1/janus',
      token: TOKEN,
      room: 4711,
      pin: 'pin-1',
      feedId: 1001,
      displayName: 'Grace Hopper',
      bitrate: 256_000,
    });
    expect(api.calls(videoApi.join)).toEqual([
      { params: { pageCode: VISIT_PAGE }, query: {}, body: { breakoutId: 'br1' } },
    ]);
    expect(janus.last().options.media?.getTracks()).toEqual(tracks);
    janus.push({ remotes: [remote(7, 'Mary Jackson')] });
    const video = within(dialog).getByTestId('remote-video');
    expect(video.getAttribute('data-feed')).toBe('7');
    expect(within(dialog).getByRole('figure', { name: 'Mary Jackson' })).toBeTruthy();
    expect(within(dialog).getByText('2 of 30 people')).toBeTruthy();
  });

  it('says plainly when video is not set up for the event', async () => {
    visitApi().on(videoApi.join, { errorKey: 'VIDEO_NOT_CONFIGURED' });
    await renderCall(fakeJanus().connect);
    const dialog = await callDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Video is not set up for this event' })).toBeTruthy();
    expect(alert.textContent).toContain(
      'Video is not set up for this event yet. Please contact the organiser.',
    );
  });

  it('says the room is full with its capacity, and joins on “Try again” once there is room', async () => {
    const api = visitApi().on(videoApi.join, { errorKey: 'ROOM_FULL' }, JANUS);
    stubDevices([[fakeTrack('audio'), fakeTrack('video')]]);
    const janus = fakeJanus();
    await renderCall(janus.connect);
    const dialog = await callDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This room is full' })).toBeTruthy();
    expect(alert.textContent).toContain('All 30 places in this room are taken.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(janus.calls).toHaveLength(1));
    expect(api.calls(videoApi.join)).toHaveLength(2);
  });

  it('refuses a visitor the call may not have', async () => {
    visitApi().on(videoApi.join, { errorKey: 'FORBIDDEN' });
    await renderCall(fakeJanus().connect, { threadId: 't1' });
    const dialog = await callDialog('Video call');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'You cannot join this call' })).toBeTruthy();
    expect(alert.textContent).toContain('You are not allowed to do this.');
  });

  it('offers a retry when the network fails', async () => {
    const api = visitApi().on(videoApi.join, JANUS);
    api.fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    stubDevices([[fakeTrack('audio')]]);
    const janus = fakeJanus();
    await renderCall(janus.connect);
    const dialog = await callDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The call could not be reached' })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(janus.calls).toHaveLength(1));
  });

  it('says how to allow a refused camera, and joins without one', async () => {
    visitApi().on(videoApi.join, JANUS);
    const audio = fakeTrack('audio');
    const getUserMedia = stubDevices([new DOMException('Permission denied', 'NotAllowedError'), [audio]]);
    const janus = fakeJanus();
    await renderCall(janus.connect);
    const dialog = await callDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Camera and microphone are blocked' })).toBeTruthy();
    expect(alert.textContent).toContain('allow camera and microphone for this site');
    expect(janus.calls).toHaveLength(0);

    await userEvent.click(within(alert).getByRole('button', { name: 'Join without camera' }));
    await waitFor(() => expect(janus.calls).toHaveLength(1));
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true, video: false });
    expect(janus.last().options.media?.getTracks()).toEqual([audio]);
    janus.push({});
    expect(within(dialog).queryByRole('button', { name: /camera/i })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Turn off microphone' })).toBeTruthy();
  });

  it('lets a visitor without any device listen only', async () => {
    visitApi().on(videoApi.join, JANUS);
    stubDevices([new DOMException('Requested device not found', 'NotFoundError')]);
    const janus = fakeJanus();
    await renderCall(janus.connect);
    const dialog = await callDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No camera or microphone available' })).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Listen only' }));
    await waitFor(() => expect(janus.calls).toHaveLength(1));
    expect(janus.last().options.media).toBeNull();
    janus.push({});
    expect(
      within(dialog).getByText('You are listening only: the others cannot see or hear you.'),
    ).toBeTruthy();
  });
});

describe('the call', () => {
  async function joinedCall({ moderator = false } = {}, devices: { canShare?: boolean } = {}) {
    const api = visitApi()
      .on(videoApi.join, { ...JANUS, moderator })
      .on(videoApi.moderate, {});
    const tracks = [fakeTrack('audio'), fakeTrack('video')];
    stubDevices([tracks], devices);
    const janus = fakeJanus();
    await renderCall(janus.connect);
    const dialog = await callDialog();
    await waitFor(() => expect(janus.calls).toHaveLength(1));
    janus.push({ remotes: [remote(7, 'Mary Jackson')] });
    return { api, tracks, janus, dialog };
  }

  it('turns the microphone and camera off and on from labelled buttons', async () => {
    const { tracks, dialog } = await joinedCall();
    const [audio, video] = tracks;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off microphone' }));
    expect(audio?.enabled).toBe(false);
    expect(within(dialog).getByRole('img', { name: 'Microphone off' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on microphone' }));
    expect(audio?.enabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off camera' }));
    expect(video?.enabled).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Turn on camera' })).toBeTruthy();
  });

  it('offers screen sharing only where the browser can share a screen', async () => {
    const first = await joinedCall();
    expect(within(first.dialog).queryByRole('button', { name: 'Share screen' })).toBeNull();
  });

  it('shows the share button when getDisplayMedia exists', async () => {
    const { dialog } = await joinedCall({}, { canShare: true });
    expect(within(dialog).getByRole('button', { name: 'Share screen' })).toBeTruthy();
  });

  it('gives the moderator a menu to mute and, after confirming, remove a person', async () => {
    const { api, dialog } = await joinedCall({ moderator: true });
    const moderated = () => api.calls(videoApi.moderate).map((c) => c.body);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Options for Mary Jackson' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mute' }));
    await waitFor(() =>
      expect(moderated()).toEqual([{ target: { breakoutId: 'br1' }, feedId: 7, action: 'mute', mid: '0' }]),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Options for Mary Jackson' }));
    // The reopened menu is still in its opening transition (inaccessible for a moment in jsdom).
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove from room', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Mary Jackson from this room?' });
    expect(moderated()).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove from room' }));
    await waitFor(() =>
      expect(moderated()[1]).toEqual({ target: { breakoutId: 'br1' }, feedId: 7, action: 'remove' }),
    );
  });

  it('gives no menu to a visitor who is not the moderator', async () => {
    const { dialog } = await joinedCall();
    expect(within(dialog).queryByRole('button', { name: /Options for/ })).toBeNull();
  });

  it('tells a removed visitor that a moderator removed them', async () => {
    const { janus, dialog } = await joinedCall();
    janus.push({ status: 'kicked', remotes: [] });
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'A moderator removed you from this room' }),
    ).toBeTruthy();
  });

  it('shows the full room when Janus refuses another publisher', async () => {
    const { janus, dialog } = await joinedCall();
    janus.push({ status: 'full', remotes: [] });
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This room is full' })).toBeTruthy();
  });

  it('hangs up and releases camera and microphone on leaving', async () => {
    const { janus, tracks } = await joinedCall();
    await userEvent.click(screen.getByRole('button', { name: 'Leave call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(janus.last().hangup).toHaveBeenCalled();
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'open call' })).toBeTruthy();
  });

  it('asks before Escape leaves a call', async () => {
    const { janus, dialog } = await joinedCall();
    within(dialog).getByRole('button', { name: 'Turn off camera' }).focus();
    await userEvent.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Leave the call?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(janus.last().hangup).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'CV check' })).toBeTruthy();

    within(dialog).getByRole('button', { name: 'Turn off camera' }).focus();
    await userEvent.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Leave the call?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(janus.last().hangup).toHaveBeenCalled());
  });
});

describe('Jitsi', () => {
  it('embeds the organiser’s Jitsi room with the name, token and no pre-join page', async () => {
    visitApi().on(videoApi.join, {
      provider: 'jitsi',
      title: 'CV check',
      displayName: 'Grace Hopper',
      moderator: true,
      capacity: 30,
      domain: 'meet.example.org',
      roomName: 'foyer-abc123',
      jwt: 'signed.jwt',
    });
    await renderCall(fakeJanus().connect);
    const dialog = await callDialog();
    expect(await within(dialog).findByTestId('jitsi-meeting')).toBeTruthy();
    const props = jitsi.props.at(-1);
    expect(props).toMatchObject({
      domain: 'meet.example.org',
      roomName: 'foyer-abc123',
      jwt: 'signed.jwt',
      userInfo: { displayName: 'Grace Hopper' },
      configOverwrite: { prejoinPageEnabled: false, startWithAudioMuted: false },
    });
    expect(typeof props?.getIFrameRef).toBe('function');
    const onReadyToClose = props?.onReadyToClose as () => void;
    act(() => onReadyToClose());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the organiser’s Jitsi does not start, and tries again', async () => {
    const onLeave = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <JitsiCall
          results={{
            provider: 'jitsi',
            title: 'CV check',
            displayName: 'Grace Hopper',
            moderator: false,
            capacity: 30,
            domain: 'meet.example.org',
            roomName: 'foyer-abc123',
            jwt: null,
          }}
          onLive={() => {}}
          onLeave={onLeave}
          loadTimeoutMs={50}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('jitsi-meeting')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The call could not be reached')).toBeTruthy();
    const tries = jitsi.props.length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('jitsi-meeting')).toBeTruthy();
    expect(jitsi.props.length).toBeGreaterThan(tries);
    await userEvent.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Leave call' }),
    );
    expect(onLeave).toHaveBeenCalled();
  });
});

describe('recording the time on a call', () => {
  const START = new Date('2027-03-12T10:00:00.000Z');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('records the seconds in a breakout room for the breakout when the visitor leaves', async () => {
    visitApi().on(videoApi.join, JANUS);
    stubDevices([[fakeTrack('audio'), fakeTrack('video')]]);
    const janus = fakeJanus();
    const { activity, record } = recorderSpy();
    await renderCall(janus.connect, { breakoutId: 'br1' }, { activity });
    await callDialog();
    await waitFor(() => expect(janus.calls).toHaveLength(1));
    janus.push({ remotes: [remote(7, 'Mary Jackson')] });
    await act(async () => {});
    vi.setSystemTime(START.getTime() + 95_400);
    expect(record).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Leave call' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(record.mock.calls).toEqual([[{ kind: 'breakout', elementId: 'br1', seconds: 95 }]]);
  });

  it('records a staff call for the staff and their booth', async () => {
    visitApi().on(videoApi.join, {
      provider: 'jitsi',
      title: 'Ana Ruiz',
      displayName: 'Grace Hopper',
      moderator: false,
      capacity: 2,
      domain: 'meet.example.org',
      roomName: 'foyer-call',
      jwt: null,
    });
    const { activity, record } = recorderSpy();
    const staff = { staffId: 'staff1', roomId: 'booth1' };
    await renderCall(fakeJanus().connect, { threadId: 't1' }, { activity, staff });
    expect(await within(await callDialog('Ana Ruiz')).findByTestId('jitsi-meeting')).toBeTruthy();
    // The meeting's mount says the call is live; its effects (the call's start time) run before the clock moves.
    await act(async () => {});
    vi.setSystemTime(START.getTime() + 240_000);
    const onReadyToClose = jitsi.props.at(-1)?.onReadyToClose as () => void;
    act(() => onReadyToClose());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(record.mock.calls).toEqual([
      [{ kind: 'staffCall', elementId: 'staff1', roomId: 'booth1', seconds: 240 }],
    ]);
  });
});
