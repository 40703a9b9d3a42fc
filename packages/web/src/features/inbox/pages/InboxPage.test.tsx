import { eventsApi, inboxApi, monitoringApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { matchMediaOf } from '../../../test/media';
import { renderAt } from '../../editor/testing';
import { EVENTS } from '../../mailings/testing';
import { buildUser } from '../../users/testing';
import { EVENT_ID, buildMessage, buildThread } from '../testing';
import InboxPage from './InboxPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const THREAD = buildThread();
const OTHER = buildThread({
  id: '99999999-9999-4999-8999-999999999999',
  participantName: 'Grace Lee',
  staffName: 'Tom Trade',
  lastText: 'Thanks!',
  unread: 0,
});

const render = (setup: (fake: FakeApi) => void = () => {}, url = `/events/inbox/${EVENT_ID}`) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser() })
    .on(eventsApi.list, { events: EVENTS })
    .on(inboxApi.threads, { threads: [THREAD, OTHER] })
    .on(inboxApi.unread, { events: [] })
    .on(inboxApi.thread, {
      thread: { ...THREAD, unread: 0 },
      messages: [buildMessage()],
      hasMore: false,
    });
  setup(fake);
  onTestFinished(() => expect(fake.unhandled).toEqual([]));
  const rendered = renderAt(<InboxPage />, '/events/inbox/:id', url, ['/events/list']);
  return { fake, ...rendered };
};

describe('InboxPage', () => {
  it("lists the event's conversations with visitor, staff, last message and an unread mark", async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const rows = within(nav).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Ada Hopper');
    expect(rows[0]!.textContent).toContain('to Sam Seller');
    expect(rows[0]!.textContent).toContain('Do you ship to Spain?');
    expect(rows[0]!.textContent).toContain('1 unread message');
    expect(rows[1]!.textContent).not.toContain('unread');
    expect(await screen.findByText('Expo 2027')).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read and answer it.')).toBeTruthy();
  });

  it('opens a conversation with the keyboard and answers it in the staff name', async () => {
    const { fake } = render((f) =>
      f.on(inboxApi.answer, ({ body }) => ({
        message: buildMessage({
          id: 'answer',
          seq: 8,
          participantId: null,
          authorName: 'Sam Seller',
          byModerator: true,
          text: body.text,
        }),
      })),
    );
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    within(nav).getAllByRole('button')[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const log = await screen.findByRole('log', { name: 'Messages with Ada Hopper' });
    expect(within(log).getByText('Do you ship to Spain?')).toBeTruthy();
    expect(fake.calls(inboxApi.thread)[0]!.params).toEqual({ id: EVENT_ID, threadId: THREAD.id });
    expect(within(nav).getAllByRole('button')[0]!.getAttribute('aria-current')).toBe('true');

    const field = screen.getByRole('textbox', { name: 'Answer as Sam Seller' });
    await userEvent.type(field, 'Yes, in two days.{Enter}');
    await waitFor(() => expect(fake.calls(inboxApi.answer)).toHaveLength(1));
    const [sent] = fake.calls(inboxApi.answer);
    expect(sent!.params).toEqual({ id: EVENT_ID, threadId: THREAD.id });
    expect(sent!.body.text).toBe('Yes, in two days.');
    expect(sent!.body.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    // The thread is asked again after the answer.
    await waitFor(() => expect(fake.calls(inboxApi.thread).length).toBeGreaterThan(1));
  });

  it('refuses an empty answer with the shared rule and keeps a failed one to send again', async () => {
    const { fake } = render(
      (f) => f.on(inboxApi.answer, { errorKey: 'INTERNAL_ERROR' }).on(monitoringApi.request, {}),
      `/events/inbox/${EVENT_ID}?thread=${THREAD.id}`,
    );
    const field = await screen.findByRole('textbox', { name: 'Answer as Sam Seller' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(fake.calls(inboxApi.answer)).toHaveLength(0);

    await userEvent.type(field, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your answer could not be sent.');
    expect((field as HTMLTextAreaElement).value).toBe('Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fake.calls(inboxApi.answer)).toHaveLength(2));
    const [first, second] = fake.calls(inboxApi.answer);
    expect(second!.body.clientId).toBe(first!.body.clientId);
  });

  it('says where messages appear when nobody has written yet', async () => {
    render((f) => f.on(inboxApi.threads, { threads: [] }));
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(
      screen.getByText(
        "Visitors' messages to your booth staff appear here, and you answer them in the staff's name.",
      ),
    ).toBeTruthy();
  });

  it('shows an error with a way to try again', async () => {
    const { fake } = render((f) => f.on(inboxApi.threads, { errorKey: 'NOT_FOUND' }, { threads: [THREAD] }));
    expect(await screen.findByText('The inbox could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(fake.calls(inboxApi.threads)).toHaveLength(2);
  });

  it('on a phone shows the list, then the conversation with a way back', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaOf((query) => query.includes('max-width')));
    const { router } = render();
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(screen.queryByText('Choose a conversation to read and answer it.')).toBeNull();
    await userEvent.click(within(nav).getAllByRole('button')[0]!);
    expect(await screen.findByRole('log', { name: 'Messages with Ada Hopper' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull();
    expect(router.state.location.search).toBe(`?thread=${THREAD.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'All conversations' }));
    expect(await screen.findByRole('navigation', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });
});
