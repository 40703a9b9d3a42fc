import { type ChatMessage, type Venue, type VisitVenueResults, activityApi, visitsApi } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { theme } from '../../../ui/theme';
import { renderAt } from '../../editor/testing';
import VisitVenuePage from '../VisitVenuePage';
import { RETRY_FIRST_MS } from '../realtime/RealtimeProvider';
import { FakeSocket, fakeSocketFactory } from '../realtime/fakeSocket';
import { visitorKey } from '../session';
import { isActionable, isElementActionable } from '../targets';
import { MessageText } from './MessageText';
import { splitLinks } from './linkify';
import { visitEvent } from '../testing';

const PAGE = 'expo2027';
const event = visitEvent();
const room = (id: string, title: string, elements: unknown[] = []) => ({
  id,
  kind: 'HALL',
  designId: 'hall-atrium',
  title,
  description: '',
  target: { kind: 'none' },
  nextRoomId: null,
  logoAssetId: null,
  color: null,
  elements,
});
const venue = {
  rooms: [
    room('hall1', 'Main hall', [
      {
        id: 'c1',
        kind: 'HALL_CANVAS',
        slotId: 'canvas-1',
        imageAssetId: null,
        target: { kind: 'chat', elementId: 'chat2' },
        duration: 10,
        fade: true,
        showLogo: false,
      },
    ]),
    room('hall2', 'Second hall'),
  ],
  doors: [],
  agenda: [],
  chats: [
    { id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat' },
    { id: 'chat2', kind: 'EVENT_CHAT', title: 'Booth chat' },
  ],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

const grace = { id: 'p1', firstName: 'Grace', lastName: 'Hopper', isModerator: false };

let seq = 0;
function message(over: Partial<ChatMessage> = {}): ChatMessage {
  seq += 1;
  return {
    id: `m${seq}`,
    seq,
    chatId: 'chat1',
    participantId: 'p2',
    authorName: 'Ada Lovelace',
    byModerator: false,
    text: `Message ${seq}`,
    createdAt: new Date().toISOString(),
    ...over,
  };
}

let api: FakeApi | undefined;

afterEach(() => {
  // Every call the page made was one the test answered.
  expect(api?.unhandled ?? []).toEqual([]);
  api = undefined;
  vi.unstubAllGlobals();
});

/** The venue page with a stored session, the venue answered by the fake API and a fake socket (connected). */
async function enterVenue({ participant = grace, socket = new FakeSocket() } = {}) {
  localStorage.setItem(visitorKey(PAGE), 'visitor-1');
  const results: VisitVenueResults = { state: 'open', event, venue, assets: [], participant };
  api = fakeApi({ token: null }).on(visitsApi.venue, results).on(activityApi.record, {});
  socket.answers.set('room:enter', () => ({ ok: true, count: 1 }));
  const { factory, auths } = fakeSocketFactory(socket);
  const rendered = renderAt(<VisitVenuePage createSocket={factory} />, '/v/:pageCode', `/v/${PAGE}`);
  await screen.findByRole('heading', { name: 'Main hall', level: 2 });
  act(() => socket.connect());
  return { socket, auths, ...rendered };
}

async function openChat() {
  await userEvent.click(screen.getByRole('button', { name: 'Chat' }));
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  return panel;
}

const log = () => screen.getByRole('log', { name: 'Messages' });

describe('message text', () => {
  it('renders http(s) links as anchors opening a new tab without referrer', () => {
    render(
      <MantineProvider theme={theme}>
        <p data-testid="text">
          <MessageText text="See https://example.org/a?b=1, or (http://foyer.test/x). javascript:alert(1)" />
        </p>
      </MantineProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.org/a?b=1',
      'http://foyer.test/x',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(screen.getByTestId('text').textContent).toBe(
      'See https://example.org/a?b=1, or (http://foyer.test/x). javascript:alert(1)',
    );
  });

  it('shows html as the text typed, never as elements', () => {
    render(
      <MantineProvider theme={theme}>
        <p data-testid="text">
          <MessageText text={'<img src=x onerror=alert(1)> <a href="https://evil.test">hi</a>'} />
        </p>
      </MantineProvider>,
    );
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe('<img src=x onerror=alert(1)> <a href="https://evil.test">hi</a>');
    expect(text.querySelector('img')).toBeNull();
    // The only anchor is the one made from the url, without the typed markup around it.
    expect([...text.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://evil.test/',
    ]);
  });

  it('keeps a parenthesis that belongs to the link and drops sentence punctuation', () => {
    expect(splitLinks('Read https://en.wikipedia.org/wiki/Foo_(bar).')).toEqual([
      { kind: 'text', start: 0, text: 'Read ' },
      {
        kind: 'link',
        start: 5,
        text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
        href: 'https://en.wikipedia.org/wiki/Foo_(bar)',
      },
      { kind: 'text', start: 44, text: '.' },
    ]);
    expect(splitLinks('ftp://x.org and plain')).toEqual([
      { kind: 'text', start: 0, text: 'ftp://x.org and plain' },
    ]);
  });
});

describe('chat targets', () => {
  it('are actionable only where the host can open chats', () => {
    const target = { kind: 'chat' as const, elementId: 'chat1' };
    expect(isActionable(target)).toBe(false);
    expect(isActionable(target, { chat: true })).toBe(true);
    const chat = { id: 'chat1', kind: 'EVENT_CHAT' as const, title: 'Lobby chat' };
    expect(isElementActionable(chat)).toBe(false);
    expect(isElementActionable(chat, new Date(), { chat: true })).toBe(true);
  });

  it('a canvas targeting a chat opens the panel on that chat', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: false }));
    const scene = screen.getByRole('group', { name: 'Main hall' });
    const canvas = within(scene)
      .getAllByRole('button')
      .find((b) => b.getAttribute('data-slot') === 'canvas-1');
    expect(canvas).toBeTruthy();
    await userEvent.click(canvas as HTMLElement);
    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    const chats = within(panel).getByRole('navigation', { name: 'Chats' });
    expect(within(chats).getByRole('button', { name: 'Booth chat' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(socket.sent('chat:join')).toEqual([{ chatId: 'chat2' }]);
  });
});

describe('connection and presence', () => {
  it('connects with the page code and the visitor token and shows who is in the room', async () => {
    const { socket, auths } = await enterVenue();
    expect(auths).toEqual([{ pageCode: PAGE, visitorToken: 'visitor-1' }]);
    expect(await screen.findByText('1 person here')).toBeTruthy();
    expect(socket.sent('room:enter')).toEqual([{ roomId: 'hall1' }]);
    act(() => socket.push('room:presence', { roomId: 'hall1', count: 4 }));
    expect(screen.getByText('4 people here').getAttribute('aria-live')).toBe('polite');
    // Another room's count is not this room's.
    act(() => socket.push('room:presence', { roomId: 'hall2', count: 9 }));
    expect(screen.getByText('4 people here')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Second hall' }));
    await waitFor(() =>
      expect(socket.sent('room:enter')).toEqual([{ roomId: 'hall1' }, { roomId: 'hall2' }]),
    );
  });

  it('says it is reconnecting while offline and enters the room again after', async () => {
    const { socket } = await enterVenue();
    await screen.findByText('1 person here');
    act(() => socket.drop());
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Reconnecting…');
    act(() => socket.connect());
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    await waitFor(() => expect(socket.sent('room:enter')).toHaveLength(2));
  });

  it('drops a session the realtime server refuses and shows the error page', async () => {
    const { socket } = await enterVenue();
    act(() => socket.refuse('VISITOR_TOKEN_IS_INVALID'));
    expect((await screen.findByRole('alert')).textContent).toContain('This entry link is no longer valid');
    expect(localStorage.getItem(visitorKey(PAGE))).toBeNull();
  });

  it('asks again when the server closes the connection: a removed participant learns that access ended', async () => {
    const { socket } = await enterVenue();
    act(() => socket.kick());
    expect(socket.opened).toBe(1);
    act(() => socket.refuse('VISITOR_TOKEN_IS_INVALID'));
    expect((await screen.findByRole('alert')).textContent).toContain('This entry link is no longer valid');
    expect(localStorage.getItem(visitorKey(PAGE))).toBeNull();
  });

  it('reloads the venue when let in again after the server closed the connection (a changed right)', async () => {
    const { socket } = await enterVenue();
    const fetched = api!.calls(visitsApi.venue).length;
    act(() => socket.kick());
    act(() => socket.connect());
    await waitFor(() => expect(api!.calls(visitsApi.venue)).toHaveLength(fetched + 1));
    expect(api!.fetchMock).toHaveBeenCalledTimes(fetched + 1);
    expect(screen.queryByText('Reconnecting…')).toBeNull();
  });

  it('tries again later when the server refuses for a while (RATE_LIMITED)', async () => {
    const { socket } = await enterVenue();
    vi.useFakeTimers();
    // The wait's random share at its longest: the first wait just under RETRY_FIRST_MS, then twice that.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    try {
      act(() => socket.drop());
      act(() => socket.refuse('RATE_LIMITED'));
      expect(screen.getByRole('status', { name: '' }).textContent).toContain('Reconnecting…');
      expect(socket.opened).toBe(0);
      act(() => vi.advanceTimersByTime(RETRY_FIRST_MS));
      expect(socket.opened).toBe(1);
      act(() => socket.refuse('RATE_LIMITED'));
      act(() => vi.advanceTimersByTime(RETRY_FIRST_MS));
      expect(socket.opened).toBe(1);
      act(() => vi.advanceTimersByTime(RETRY_FIRST_MS));
      expect(socket.opened).toBe(2);
    } finally {
      vi.useRealTimers();
      vi.mocked(Math.random).mockRestore();
    }
  });
});

describe('chats', () => {
  it('joins the chat it opens and shows its history with author, moderator badge and text', async () => {
    const { socket } = await enterVenue();
    const history = [
      message({ text: 'Hello <b>all</b>' }),
      message({ authorName: 'Mod Erator', byModerator: true }),
    ];
    socket.answers.set('chat:join', () => ({ ok: true, messages: history, hasMore: true, muted: false }));
    socket.answers.set('chat:history', () => ({
      ok: true,
      messages: [message({ seq: 0, id: 'old', text: 'Earlier one' })],
      hasMore: false,
    }));
    await openChat();
    expect(await within(log()).findByText('Hello <b>all</b>')).toBeTruthy();
    expect(within(log()).getByText('Moderator')).toBeTruthy();
    expect(socket.sent('chat:join')).toEqual([{ chatId: 'chat1' }]);
    await userEvent.click(within(log()).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log()).findByText('Earlier one')).toBeTruthy();
    expect(socket.sent('chat:history')).toEqual([{ chatId: 'chat1', before: history[0]?.seq }]);
    expect(within(log()).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('counts messages received while a chat is not the open one', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: false }));
    const panel = await openChat();
    await within(panel).findByText('No messages yet. Start the conversation!');
    act(() => socket.push('chat:message', message({ text: 'seen at once' })));
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    act(() => {
      socket.push('chat:message', message({ text: 'later 1' }));
      socket.push('chat:message', message({ text: 'later 2' }));
      // The visitor's own message (another tab) is not unread.
      socket.push('chat:message', message({ participantId: 'p1', authorName: 'Grace Hopper' }));
    });
    const button = await screen.findByRole('button', { name: 'Chat, 2 unread' });
    await userEvent.click(button);
    const reopened = await screen.findByRole('dialog', { name: 'Chat' });
    expect(within(reopened).getByRole('button', { name: 'Lobby chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy();
    // Another chat open: messages of the first count against it.
    await userEvent.click(within(reopened).getByRole('button', { name: 'Booth chat' }));
    act(() => socket.push('chat:message', message({ text: 'while away' })));
    expect(await within(reopened).findByRole('button', { name: 'Lobby chat, 1 unread' })).toBeTruthy();
    // A deleted unread message is no longer unread.
    const last = socket.sent('chat:join').length;
    expect(last).toBe(2);
    act(() => socket.push('chat:deleted', { chatId: 'chat1', messageId: `m${seq}` }));
    expect(await within(reopened).findByRole('button', { name: 'Lobby chat' })).toBeTruthy();
    expect(within(reopened).queryByRole('button', { name: /unread/ })).toBeNull();
  });

  it('counts the characters, sends on Enter and starts a new line on Shift+Enter', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: false }));
    await openChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi');
    expect(screen.getByText('2 / 1000 characters')).toBeTruthy();
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}there');
    expect((box as HTMLTextAreaElement).value).toBe('Hi\nthere');
    expect(socket.sent('chat:send')).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    const [sent] = socket.sent('chat:send') as { chatId: string; text: string; clientId: string }[];
    expect(sent?.chatId).toBe('chat1');
    expect(sent?.text).toBe('Hi\nthere');
    expect(sent?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(log()).getByText('Sending…')).toBeTruthy();
    // The server's acknowledgement and its broadcast are one message.
    const stored = message({ participantId: 'p1', authorName: 'Grace Hopper', text: 'Hi\nthere' });
    act(() => {
      socket.emitted.find((e) => e.event === 'chat:send')?.ack({ ok: true, message: stored });
      socket.push('chat:message', stored);
    });
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    expect(
      within(log()).getAllByText((_, el) => el?.textContent === 'Hi\nthere' && el.tagName === 'P'),
    ).toHaveLength(1);
  });

  it('refuses an empty or too long message with the shared rule, and shows the server refusing it', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: false }));
    socket.answers.set('chat:send', () => ({ ok: false, error: 'RATE_LIMITED' }));
    await openChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByText('Required')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1001));
    expect(screen.getByText('1001 / 1000 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('This text is too long')).toBeTruthy();
    expect(socket.sent('chat:send')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, 'too fast{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('You are sending messages too fast');
    // The refused text comes back into the composer.
    expect((box as HTMLTextAreaElement).value).toBe('too fast');
  });

  it('disables the composer while a moderator has muted the visitor', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: true }));
    await openChat();
    expect(await screen.findByText('A moderator has muted you')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => socket.push('chat:muted', { muted: false }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(false),
    );
    expect(screen.queryByText('A moderator has muted you')).toBeNull();
  });

  it('after a reconnect joins again after the last seq, resends what was not acknowledged and shows each message once', async () => {
    const { socket } = await enterVenue();
    const first = message({ text: 'first' });
    const second = message({ text: 'second' });
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [first, second],
      hasMore: false,
      muted: false,
    }));
    await openChat();
    await within(log()).findByText('second');
    const box = screen.getByRole('textbox', { name: 'Message' });
    // Sent, then the connection drops before the acknowledgement.
    await userEvent.type(box, 'mine{Enter}');
    act(() => socket.drop());
    expect(within(log()).getByText('Sending…')).toBeTruthy();

    const missed = message({ text: 'missed' });
    const mine = message({ participantId: 'p1', authorName: 'Grace Hopper', text: 'mine' });
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [second, missed],
      hasMore: false,
      muted: false,
    }));
    socket.answers.set('chat:send', () => ({ ok: true, message: mine }));
    act(() => socket.connect());

    await waitFor(() =>
      expect(socket.sent('chat:join')).toEqual([{ chatId: 'chat1' }, { chatId: 'chat1', after: second.seq }]),
    );
    await waitFor(() => expect(socket.sent('chat:send')).toHaveLength(2));
    const [original, resent] = socket.sent('chat:send') as { clientId: string }[];
    expect(resent?.clientId).toBe(original?.clientId);
    // The broadcast of the stored message arrives too: still once.
    act(() => socket.push('chat:message', mine));
    await waitFor(() => expect(within(log()).queryByText('Sending…')).toBeNull());
    for (const text of ['first', 'second', 'missed', 'mine'])
      expect(within(log()).getAllByText(text)).toHaveLength(1);
  });

  it('on a rejoin removes the messages the server says were deleted while offline', async () => {
    const { socket } = await enterVenue();
    const kept = message({ text: 'kept' });
    const doomed = message({ text: 'deleted meanwhile' });
    const last = message({ text: 'last seen' });
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [kept, doomed, last],
      hasMore: false,
      muted: false,
    }));
    await openChat();
    await within(log()).findByText('deleted meanwhile');
    act(() => socket.drop());

    const missed = message({ text: 'missed' });
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [missed],
      hasMore: false,
      muted: false,
      deletedIds: [doomed.id, 'never-seen'],
    }));
    act(() => socket.connect());
    await waitFor(() =>
      expect(socket.sent('chat:join')).toEqual([{ chatId: 'chat1' }, { chatId: 'chat1', after: last.seq }]),
    );
    await within(log()).findByText('missed');
    expect(within(log()).queryByText('deleted meanwhile')).toBeNull();
    for (const text of ['kept', 'last seen']) expect(within(log()).getByText(text)).toBeTruthy();
  });

  it('lets a moderator delete a message after confirming, and mute its author', async () => {
    const { socket } = await enterVenue({ participant: { ...grace, isModerator: true } });
    const rude = message({ text: 'rude words' });
    const other = message({ authorName: 'Alan Turing', participantId: 'p3', text: 'fine words' });
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [rude, other],
      hasMore: false,
      muted: false,
    }));
    socket.answers.set('chat:delete', () => ({ ok: true }));
    socket.answers.set('chat:mute', () => ({ ok: true }));
    await openChat();
    await within(log()).findByText('rude words');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the message of Alan Turing' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mute Alan Turing' }));
    expect(socket.sent('chat:mute')).toEqual([{ participantId: 'p3', muted: true }]);
    expect(await screen.findByText('Alan Turing has been muted.')).toBeTruthy();

    // The first menu closes with a transition; a click meanwhile may land on it and be lost.
    await waitFor(() => expect(document.querySelector('[role=menu]')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the message of Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete message' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(socket.sent('chat:delete')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete message' }));
    expect(socket.sent('chat:delete')).toEqual([{ chatId: 'chat1', messageId: rude.id }]);
    await waitFor(() => expect(within(log()).queryByText('rude words')).toBeNull());
    expect(within(log()).getByText('fine words')).toBeTruthy();
  });

  it('gives visitors who are not moderators no message menu', async () => {
    const { socket } = await enterVenue();
    socket.answers.set('chat:join', () => ({
      ok: true,
      messages: [message({ text: 'hello' })],
      hasMore: false,
      muted: false,
    }));
    await openChat();
    await within(log()).findByText('hello');
    expect(screen.queryByRole('button', { name: /Actions for the message/ })).toBeNull();
  });
});
