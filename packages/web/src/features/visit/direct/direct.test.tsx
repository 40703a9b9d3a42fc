import {
  type BoothStaff,
  type ChatMessage,
  type DirectThread,
  type Venue,
  type VisitVenueResults,
  activityApi,
  videoApi,
  visitsApi,
} from '@foyer/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import VisitVenuePage from '../VisitVenuePage';
import { FakeSocket, fakeSocketFactory } from '../realtime/fakeSocket';
import { visitorKey } from '../session';
import { VISIT_PAGE, VISIT_PARTICIPANT, openVenueMenu, visitEvent } from '../testing';
import { seenKey } from './seen';

const staff = (id: string, name: string, slotId: string, over: Partial<BoothStaff> = {}): BoothStaff => ({
  id,
  kind: 'BOOTH_STAFF',
  slotId,
  name,
  imageAssetId: null,
  heightMetres: 1.75,
  group: null,
  allowChat: true,
  allowVideoCalls: true,
  target: { kind: 'none' },
  ...over,
});

const venue = {
  rooms: [
    {
      id: 'booth1',
      kind: 'BOOTH',
      designId: 'booth-island',
      title: 'Booth A',
      description: '',
      target: { kind: 'none' },
      nextRoomId: null,
      logoAssetId: null,
      color: null,
      elements: [
        staff('sam', 'Sam Seller', 'staff-1'),
        staff('nina', 'Nina Quiet', 'staff-2', { allowChat: false, allowVideoCalls: false }),
      ],
    },
  ],
  doors: [],
  agenda: [],
  chats: [{ id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat' }],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

const grace = VISIT_PARTICIPANT;
const moderator = { ...VISIT_PARTICIPANT, id: 'mod1', firstName: 'Mo', lastName: 'Reed', isModerator: true };

function thread(over: Partial<DirectThread> = {}): DirectThread {
  return {
    id: 't1',
    staffId: 'sam',
    staffName: 'Sam Seller',
    roomId: 'booth1',
    participantId: 'p1',
    participantName: 'Grace Hopper',
    videoCalls: true,
    lastSeq: 0,
    lastText: null,
    lastMessageAt: null,
    createdAt: '2027-05-01T09:00:00.000Z',
    ...over,
  };
}

function message(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 'm1',
    seq: 1,
    chatId: 't1',
    participantId: 'mod1',
    authorName: 'Sam Seller',
    byModerator: true,
    text: 'Hello from the booth',
    createdAt: '2027-05-01T09:05:00.000Z',
    ...over,
  };
}

let api: FakeApi | undefined;

afterEach(() => {
  // Every call the page made was one the test answered.
  expect(api?.unhandled ?? []).toEqual([]);
  api = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * The venue page in booth1 with a fake socket (connected): the fake API answers the venue, and a
 * video join with VIDEO_NOT_CONFIGURED (the call screen opens and says so). Records the video joins.
 */
async function enterVenue({
  participant = grace,
  allowChatVideo = true,
  threads = [] as DirectThread[],
} = {}) {
  localStorage.setItem(visitorKey(VISIT_PAGE), 'visitor-1');
  const event = visitEvent({ startRoomId: 'booth1', allowChatVideo });
  const results: VisitVenueResults = { state: 'open', event, venue, assets: [], participant };
  const joins: unknown[] = [];
  api = fakeApi({ token: null })
    .on(visitsApi.venue, results)
    .on(activityApi.record, {})
    .on(videoApi.join, ({ body }) => {
      joins.push(body);
      return { errorKey: 'VIDEO_NOT_CONFIGURED' };
    });
  const socket = new FakeSocket();
  socket.answers.set('room:enter', () => ({ ok: true, count: 1 }));
  socket.answers.set('direct:list', () => ({ ok: true, threads }));
  socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: false }));
  const { factory } = fakeSocketFactory(socket);
  renderAt(<VisitVenuePage createSocket={factory} />, '/v/:pageCode', `/v/${VISIT_PAGE}`);
  await screen.findByRole('heading', { name: 'Booth A', level: 2 });
  act(() => socket.connect());
  await waitFor(() => expect(socket.sent('direct:list')).toHaveLength(1));
  return { socket, joins };
}

async function staffCard(name: string) {
  const scene = screen.getByRole('group', { name: 'Booth A' });
  await userEvent.click(within(scene).getByRole('button', { name: `Talk to ${name}` }));
  return screen.findByRole('dialog', { name });
}

describe('the staff card', () => {
  it('offers a message and a video call as the staff and the event allow', async () => {
    await enterVenue();
    const card = await staffCard('Sam Seller');
    expect(within(card).getByRole('button', { name: 'Send a message' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Video call' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sam Seller' })).toBeNull());

    const quiet = await staffCard('Nina Quiet');
    expect(within(quiet).queryByRole('button', { name: 'Send a message' })).toBeNull();
    expect(within(quiet).queryByRole('button', { name: 'Video call' })).toBeNull();
  });

  it('has no video call when the event does not allow video in chats', async () => {
    await enterVenue({ allowChatVideo: false });
    const card = await staffCard('Sam Seller');
    expect(within(card).getByRole('button', { name: 'Send a message' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Video call' })).toBeNull();
  });

  it('opens the thread in the chat panel titled with the staff name, where the visitor writes', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('direct:open', () => ({ ok: true, thread: thread() }));
    socket.answers.set('chat:send', () => ({
      ok: true,
      message: message({ id: 'm2', seq: 2, participantId: 'p1', authorName: 'Grace Hopper', text: 'Hi' }),
    }));
    const card = await staffCard('Sam Seller');
    await userEvent.click(within(card).getByRole('button', { name: 'Send a message' }));

    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    expect(socket.sent('direct:open')).toEqual([{ staffId: 'sam' }]);
    expect(within(panel).getByRole('heading', { name: 'Chat with Sam Seller' })).toBeTruthy();
    await waitFor(() => expect(socket.sent('chat:join')).toContainEqual({ chatId: 't1' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await waitFor(() =>
      expect(socket.sent('chat:send')).toEqual([expect.objectContaining({ chatId: 't1', text: 'Hi' })]),
    );
    // The card closes with a transition of its own.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sam Seller' })).toBeNull());
  });

  it('tells the visitor their message was delivered until the staff answer', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('direct:open', () => ({ ok: true, thread: thread() }));
    socket.answers.set('chat:send', () => ({
      ok: true,
      message: message({ id: 'm2', seq: 2, participantId: 'p1', authorName: 'Grace Hopper', text: 'Hi' }),
    }));
    const card = await staffCard('Sam Seller');
    await userEvent.click(within(card).getByRole('button', { name: 'Send a message' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    await waitFor(() => expect(socket.sent('chat:join')).toContainEqual({ chatId: 't1' }));
    const delivered = 'Your message was delivered — staff usually answer within minutes';
    expect(within(panel).queryByText(delivered)).toBeNull();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    expect(await within(panel).findByText(delivered)).toBeTruthy();

    act(() => socket.push('chat:message', message({ id: 'm3', seq: 3, text: 'Hello Grace!' })));
    expect(await within(panel).findByText('Hello Grace!')).toBeTruthy();
    expect(within(panel).queryByText(delivered)).toBeNull();
  });

  it('says why when the staff cannot be written to', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('direct:open', () => ({ ok: false, error: 'NOT_FOUND' }));
    const card = await staffCard('Sam Seller');
    await userEvent.click(within(card).getByRole('button', { name: 'Send a message' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'This person cannot be contacted any more.',
    );
  });

  it('starts a video call: opens the thread, rings the moderators and opens the call screen', async () => {
    const { socket, joins } = await enterVenue();
    socket.answers.set('direct:open', () => ({ ok: true, thread: thread() }));
    socket.answers.set('direct:call', () => ({ ok: true }));
    const card = await staffCard('Sam Seller');
    await userEvent.click(within(card).getByRole('button', { name: 'Video call' }));
    expect(await screen.findByText('Video is not set up for this event')).toBeTruthy();
    expect(socket.sent('direct:call')).toEqual([{ threadId: 't1' }]);
    expect(joins).toEqual([{ threadId: 't1' }]);
  });
});

describe('the staff inbox', () => {
  it('is for moderators only', async () => {
    await enterVenue();
    await openVenueMenu();
    expect(screen.queryByRole('button', { name: /Staff inbox/ })).toBeNull();
  });

  it('lists the threads with their unread badge, opens one and counts it seen', async () => {
    localStorage.setItem(seenKey('ev1', 'mod1'), JSON.stringify({ t2: 4 }));
    const threads = [
      thread({ lastSeq: 7, lastText: 'Do you ship to Spain?', lastMessageAt: '2027-05-01T10:00:00.000Z' }),
      thread({
        id: 't2',
        participantId: 'p2',
        participantName: 'Ada Lovelace',
        videoCalls: false,
        lastSeq: 4,
        lastText: 'Thanks',
      }),
    ];
    const { socket } = await enterVenue({ participant: moderator, threads });
    await openVenueMenu();
    const button = await screen.findByRole('button', { name: 'Staff inbox, 1 unread' });
    await userEvent.click(button);
    const inbox = await screen.findByRole('dialog', { name: 'Staff inbox' });
    const list = within(inbox).getByRole('list', { name: 'Conversations' });
    // Grace's thread allows video calls (a call button beside it), Ada's does not.
    const calls = within(list).getAllByRole('button', { name: /^Video call with/ });
    expect(calls.map((b) => b.getAttribute('aria-label'))).toEqual(['Video call with Grace Hopper']);
    const items = within(list)
      .getAllByRole('button')
      .filter((b) => !calls.includes(b));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Grace Hopperto Sam Seller.*NewDo you ship to Spain\?$/),
      expect.stringMatching(/^Ada Lovelaceto Sam SellerThanks$/),
    ]);

    await userEvent.click(items[0]!);
    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    expect(within(panel).getByRole('heading', { name: 'Grace Hopper to Sam Seller' })).toBeTruthy();
    await waitFor(() => expect(socket.sent('chat:join')).toContainEqual({ chatId: 't1' }));
    expect(await screen.findByRole('button', { name: 'Staff inbox' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(seenKey('ev1', 'mod1'))!)).toEqual({ t1: 7, t2: 4 });

    // A new message in another thread: the badge counts it.
    act(() => socket.push('direct:thread', { ...threads[1]!, lastSeq: 9, lastText: 'One more' }));
    expect(await screen.findByRole('button', { name: 'Staff inbox, 1 unread' })).toBeTruthy();
  });

  it('lets a moderator call the visitor of a thread', async () => {
    const { socket, joins } = await enterVenue({ participant: moderator, threads: [thread({ lastSeq: 2 })] });
    socket.answers.set('direct:call', () => ({ ok: true }));
    await openVenueMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Staff inbox, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Video call with Grace Hopper' }));
    expect(await screen.findByText('Video is not set up for this event')).toBeTruthy();
    expect(socket.sent('direct:call')).toEqual([{ threadId: 't1' }]);
    expect(joins).toEqual([{ threadId: 't1' }]);
  });

  it('says so when no visitor has written yet', async () => {
    await enterVenue({ participant: moderator });
    await openVenueMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Staff inbox' }));
    const inbox = await screen.findByRole('dialog', { name: 'Staff inbox' });
    expect(within(inbox).getByText('No visitor has written to your staff yet.')).toBeTruthy();
  });
});

describe('a visitor’s own threads', () => {
  it('joins a thread with an unseen answer so the chat button counts it', async () => {
    localStorage.setItem(seenKey('ev1', 'p1'), JSON.stringify({ t1: 1 }));
    const { socket } = await enterVenue({ threads: [thread({ lastSeq: 1 })] });
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy();
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [message(), message({ id: 'm3', seq: 3, text: 'Are you there?' })],
      hasMore: false,
      muted: false,
    }));
    act(() => socket.push('direct:thread', thread({ lastSeq: 3, lastText: 'Are you there?' })));
    // Seq 1 was seen on an earlier visit: only the new answer is unread.
    expect(await screen.findByRole('button', { name: 'Chat, 1 unread' })).toBeTruthy();
  });
});

describe('a ringing call', () => {
  it('shows who is calling; Join opens the call, Ignore dismisses it', async () => {
    const { socket, joins } = await enterVenue();
    act(() => socket.push('direct:ringing', { thread: thread(), callerName: 'Sam Seller' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Sam Seller is calling')).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(screen.queryByText('Sam Seller is calling')).toBeNull());
    expect(joins).toEqual([]);

    act(() => socket.push('direct:ringing', { thread: thread(), callerName: 'Sam Seller' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Video is not set up for this event')).toBeTruthy();
    expect(joins).toEqual([{ threadId: 't1' }]);
    expect(screen.queryByText('Sam Seller is calling')).toBeNull();
  });

  it('tells a moderator which visitor calls which staff member', async () => {
    const { socket } = await enterVenue({ participant: moderator });
    act(() => socket.push('direct:ringing', { thread: thread(), callerName: 'Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper is calling')).toBeTruthy();
    expect(screen.getByText('Grace Hopper to Sam Seller')).toBeTruthy();
  });
});
