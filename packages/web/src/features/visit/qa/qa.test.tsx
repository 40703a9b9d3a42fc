import type { Poll, QaJoinAck, QaQuestion, Room, TheatreVideo } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { theme } from '../../../ui/theme';
import { RealtimeProvider } from '../realtime';
import { FakeSocket, fakeSocketFactory } from '../realtime/fakeSocket';
import { TargetContext, type TargetContextValue } from '../targets/context';
import { ProgrammeViewer } from '../targets/viewers/ProgrammeViewer';
import { QaPanel } from './QaPanel';

const TALK = 'talk1';
const ME = 'p1';

function question(over: Partial<QaQuestion> & { id: string }): QaQuestion {
  return {
    videoId: TALK,
    participantId: 'p2',
    authorName: 'Ada Lovelace',
    text: `Question ${over.id}`,
    state: 'approved',
    votes: 0,
    answer: null,
    createdAt: '2027-03-12T10:00:00.000Z',
    ...over,
  };
}
function poll(over: Partial<Poll> = {}): Poll {
  return {
    id: 'poll1',
    videoId: TALK,
    question: 'Tea or coffee?',
    options: [
      { id: 'o1', text: 'Tea', votes: null },
      { id: 'o2', text: 'Coffee', votes: null },
    ],
    isOpen: true,
    total: null,
    createdAt: '2027-03-12T10:05:00.000Z',
    ...over,
  };
}
function joined(over: Partial<Extract<QaJoinAck, { ok: true }>> = {}): QaJoinAck {
  return {
    ok: true,
    questions: [],
    polls: [],
    isModerator: false,
    participantId: ME,
    voted: [],
    pollVotes: {},
    ...over,
  };
}

/** `children` inside a connected realtime provider whose socket is fake; 'qa:join' answers `join`. */
function renderLive(children: ReactNode, join: QaJoinAck = joined()) {
  const socket = new FakeSocket();
  socket.answers.set('qa:join', () => join);
  socket.answers.set('qa:leave', () => ({ ok: true }));
  const { factory } = fakeSocketFactory(socket);
  render(
    <MantineProvider theme={theme}>
      <RealtimeProvider pageCode="expo" visitorToken="v1" onInvalid={() => {}} createSocket={factory}>
        {children}
      </RealtimeProvider>
    </MantineProvider>,
  );
  act(() => socket.connect());
  return socket;
}

const questionList = () => screen.getByRole('list', { name: 'Questions' });
const itemOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('questions of a talk', () => {
  it('lists approved questions by votes with pressed vote buttons, and own pending ones as awaiting approval', async () => {
    const socket = renderLive(
      <QaPanel talk={{ id: TALK, title: 'Keynote' }} />,
      joined({
        questions: [
          question({ id: 'q1', votes: 1 }),
          question({ id: 'q2', votes: 4, text: 'Most wanted' }),
          question({ id: 'q3', state: 'pending', participantId: ME, authorName: 'Grace Hopper' }),
        ],
        voted: ['q2'],
      }),
    );
    await screen.findByRole('heading', { name: 'Questions and polls — Keynote' });
    expect(socket.sent('qa:join')).toEqual([{ videoId: TALK }]);
    const items = within(questionList()).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-question'))).toEqual(['q2', 'q1', 'q3']);
    const mostWanted = within(items[0]!).getByRole('button', { name: 'Vote for this question (4 votes)' });
    expect(mostWanted.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(items[1]!)
        .getByRole('button', { name: 'Vote for this question (1 vote)' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    expect(within(items[2]!).getByText('Awaiting approval')).toBeTruthy();
    expect(within(items[2]!).getByText('You')).toBeTruthy();
    expect(within(items[0]!).queryByText('Awaiting approval')).toBeNull();
    // Visitors have no moderation.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New poll' })).toBeNull();

    // Voting: the server's answer updates the count and the pressed state.
    socket.answers.set('qa:vote', () => ({
      ok: true,
      voted: true,
      question: question({ id: 'q1', votes: 2 }),
    }));
    await userEvent.click(within(items[1]!).getByRole('button', { name: /Vote for this question/ }));
    expect(socket.sent('qa:vote')).toEqual([{ questionId: 'q1' }]);
    const voted = await within(itemOf('Question q1')).findByRole('button', {
      name: 'Vote for this question (2 votes)',
    });
    expect(voted.getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a question checked by the shared rule and shows the server’s updates', async () => {
    const socket = renderLive(<QaPanel talk={{ id: TALK, title: 'Keynote' }} />);
    await screen.findByText('No questions yet. Ask the first one!');
    const field = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('This text is too long')).toBeTruthy();
    expect(socket.sent('qa:ask')).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '<b>Is it safe?</b>');
    socket.answers.set('qa:ask', (p: { text: string }) => ({
      ok: true,
      question: question({ id: 'q9', state: 'pending', participantId: ME, text: p.text }),
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const [sent] = socket.sent('qa:ask') as { videoId: string; text: string; clientId: string }[];
    expect(sent).toEqual({
      videoId: TALK,
      text: '<b>Is it safe?</b>',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const mine = await screen.findByText('<b>Is it safe?</b>');
    expect(mine.querySelector('b')).toBeNull();
    expect(within(itemOf('<b>Is it safe?</b>')).getByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('once a moderator approves it');

    // A question approved for everyone arrives; a hidden one leaves; other talks are ignored.
    act(() => socket.push('qa:question', question({ id: 'q10', text: 'From Ada', votes: 3 })));
    act(() => socket.push('qa:question', question({ id: 'q11', videoId: 'other', text: 'Elsewhere' })));
    expect(await screen.findByText('From Ada')).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
    act(() => socket.push('qa:question', question({ id: 'q10', text: 'From Ada', state: 'hidden' })));
    await waitFor(() => expect(screen.queryByText('From Ada')).toBeNull());

    socket.answers.set('qa:ask', () => ({ ok: false, error: 'RATE_LIMITED' }));
    await userEvent.type(field, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('You are asking too fast. Please wait a moment.')).toBeTruthy();
    // Asking the same text again is the same question (stored once); a new question gets a new id.
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(socket.sent('qa:ask')).toHaveLength(3));
    const [, failed, retried] = socket.sent('qa:ask') as { clientId: string }[];
    expect(retried?.clientId).toBe(failed?.clientId);
    expect(failed?.clientId).not.toBe(sent?.clientId);
  });

  it('gives moderators approve, hide and answer, and lists hidden questions apart', async () => {
    const socket = renderLive(
      <QaPanel talk={{ id: TALK, title: 'Keynote' }} />,
      joined({
        isModerator: true,
        questions: [
          question({ id: 'q1', state: 'pending', text: 'Please approve me' }),
          question({ id: 'q2', state: 'hidden', text: 'Spam' }),
        ],
      }),
    );
    const pending = within(await screen.findByText('Please approve me').then((el) => el.closest('li')!));
    expect(pending.getByText('Awaiting approval')).toBeTruthy();
    // Collapsed: React may keep the hidden list mounted (Activity, display none), never shown.
    expect(screen.queryByRole('list', { name: 'Hidden questions' })).toBeNull();
    expect(screen.getByRole('button', { name: '1 hidden question' })).toBeTruthy();

    socket.answers.set('qa:approve', () => ({
      ok: true,
      question: question({ id: 'q1', text: 'Please approve me' }),
    }));
    await userEvent.click(pending.getByRole('button', { name: 'Approve' }));
    expect(socket.sent('qa:approve')).toEqual([{ questionId: 'q1' }]);
    await waitFor(() => expect(pending.queryByText('Awaiting approval')).toBeNull());
    expect(pending.queryByRole('button', { name: 'Approve' })).toBeNull();

    socket.answers.set('qa:answer', (p: { text: string }) => ({
      ok: true,
      question: question({ id: 'q1', text: 'Please approve me', answer: p.text }),
    }));
    await userEvent.click(pending.getByRole('button', { name: 'Answer' }));
    await userEvent.type(pending.getByRole('textbox', { name: 'Answer' }), ' Next week ');
    await userEvent.click(pending.getByRole('button', { name: 'Save answer' }));
    expect(socket.sent('qa:answer')).toEqual([{ questionId: 'q1', text: 'Next week' }]);
    expect(await pending.findByText('Next week')).toBeTruthy();

    socket.answers.set('qa:hide', () => ({ ok: false, error: 'FORBIDDEN' }));
    await userEvent.click(pending.getByRole('button', { name: 'Hide' }));
    expect(await pending.findByText('Only moderators can do this.')).toBeTruthy();
  });

  it('says when the talk has no Q&A and retries', async () => {
    const socket = renderLive(<QaPanel talk={{ id: TALK, title: 'Keynote' }} />, {
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await screen.findByText('Questions and polls are not available for this talk.')).toBeTruthy();
    socket.answers.set('qa:join', () => joined());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No questions yet. Ask the first one!')).toBeTruthy();
    expect(socket.sent('qa:join')).toHaveLength(2);
  });
});

describe('polls of a talk', () => {
  it('lets a visitor vote once and then shows the results as bars with accessible text', async () => {
    const socket = renderLive(<QaPanel talk={{ id: TALK, title: 'Keynote' }} />, joined({ polls: [poll()] }));
    const card = within(await screen.findByRole('article', { name: 'Tea or coffee?' }));
    expect(card.queryByText(/votes? in total/)).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Vote' }));
    expect(await card.findByText('Please choose an option.')).toBeTruthy();
    expect(socket.sent('poll:vote')).toEqual([]);

    socket.answers.set('poll:vote', () => ({
      ok: true,
      optionId: 'o2',
      poll: poll({
        total: 3,
        options: [
          { id: 'o1', text: 'Tea', votes: 1 },
          { id: 'o2', text: 'Coffee', votes: 2 },
        ],
      }),
    }));
    await userEvent.click(card.getByRole('radio', { name: 'Coffee' }));
    await userEvent.click(card.getByRole('button', { name: 'Vote' }));
    expect(socket.sent('poll:vote')).toEqual([{ pollId: 'poll1', optionId: 'o2' }]);
    expect(await card.findByText('Coffee: 2 votes, 67 %')).toBeTruthy();
    expect(card.getByText('Tea: 1 vote, 33 %')).toBeTruthy();
    expect(card.getByText('3 votes in total')).toBeTruthy();
    expect(card.queryByRole('radio')).toBeNull();

    // A live update from the server; one that hides counts keeps what this voter has.
    act(() =>
      socket.push(
        'poll:update',
        poll({
          total: 4,
          options: [
            { id: 'o1', text: 'Tea', votes: 2 },
            { id: 'o2', text: 'Coffee', votes: 2 },
          ],
        }),
      ),
    );
    expect(await card.findByText('Tea: 2 votes, 50 %')).toBeTruthy();
    act(() => socket.push('poll:update', poll()));
    expect(card.getByText('4 votes in total')).toBeTruthy();
  });

  it('shows results to everyone once a poll is closed', async () => {
    const socket = renderLive(<QaPanel talk={{ id: TALK, title: 'Keynote' }} />, joined({ polls: [poll()] }));
    const card = within(await screen.findByRole('article', { name: 'Tea or coffee?' }));
    expect(card.getByRole('radio', { name: 'Tea' })).toBeTruthy();
    act(() =>
      socket.push(
        'poll:update',
        poll({
          isOpen: false,
          total: 1,
          options: [
            { id: 'o1', text: 'Tea', votes: 1 },
            { id: 'o2', text: 'Coffee', votes: 0 },
          ],
        }),
      ),
    );
    expect(await card.findByText('Tea: 1 vote, 100 %')).toBeTruthy();
    expect(card.getByText('Closed')).toBeTruthy();
    expect(card.queryByRole('radio')).toBeNull();
  });

  it('lets a moderator start a poll checked by the shared rules and close it', async () => {
    const socket = renderLive(
      <QaPanel talk={{ id: TALK, title: 'Keynote' }} />,
      joined({ isModerator: true }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New poll' }));
    const form = within(screen.getByRole('form', { name: 'New poll' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Question' }), 'Best day?');
    await userEvent.type(form.getByRole('textbox', { name: 'Option 1' }), 'Monday');
    await userEvent.click(form.getByRole('button', { name: 'Start poll' }));
    expect(await form.findByText('Required')).toBeTruthy();
    expect(socket.sent('poll:create')).toEqual([]);

    await userEvent.click(form.getByRole('button', { name: 'Add option' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Option 2' }), 'Friday');
    await userEvent.type(form.getByRole('textbox', { name: 'Option 3' }), 'Sunday');
    await userEvent.click(form.getByRole('button', { name: 'Remove option 3' }));
    socket.answers.set('poll:create', (p: { question: string; options: string[] }) => ({
      ok: true,
      poll: poll({
        question: p.question,
        total: 0,
        options: p.options.map((text, i) => ({ id: `o${i}`, text, votes: 0 })),
      }),
    }));
    await userEvent.click(form.getByRole('button', { name: 'Start poll' }));
    expect(socket.sent('poll:create')).toEqual([
      { videoId: TALK, question: 'Best day?', options: ['Monday', 'Friday'] },
    ]);
    const card = within(await screen.findByRole('article', { name: 'Best day?' }));
    expect(card.getByText('Monday: 0 votes, 0 %')).toBeTruthy();

    socket.answers.set('poll:close', () => ({
      ok: true,
      poll: poll({ question: 'Best day?', isOpen: false, total: 0, options: [] }),
    }));
    await userEvent.click(card.getByRole('button', { name: 'Close poll' }));
    expect(socket.sent('poll:close')).toEqual([{ pollId: 'poll1' }]);
    expect(await card.findByText('Closed')).toBeTruthy();
  });
});

describe('the programme', () => {
  const talk = (id: string, title: string, interactive: boolean): TheatreVideo =>
    ({ id, kind: 'THEATRE_VIDEO', title, interactive, videoAssetId: null }) as unknown as TheatreVideo;
  const theatre = {
    id: 'th1',
    kind: 'THEATRE',
    title: 'Main stage',
    elements: [talk(TALK, 'Keynote', true), talk('talk2', 'Panel', false)],
  } as unknown as Room;
  const context = {
    source: { assets: new Map() },
    now: () => new Date('2027-03-12T10:00:00Z'),
    abilities: {},
    openTarget: () => {},
    openElement: () => {},
    show: () => {},
    close: () => {},
  } as unknown as TargetContextValue;
  const programme = (
    <TargetContext.Provider value={context}>
      <ProgrammeViewer theatre={theatre} />
    </TargetContext.Provider>
  );

  it('opens the questions of a talk with Q&A on, and of no other', async () => {
    const socket = renderLive(programme);
    expect(screen.queryByRole('button', { name: 'Questions: Panel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Questions: Keynote' }));
    expect(await screen.findByRole('heading', { name: 'Questions and polls — Keynote' })).toBeTruthy();
    expect(socket.sent('qa:join')).toEqual([{ videoId: TALK }]);
  });

  it('offers no questions in the organiser’s preview (no realtime connection)', () => {
    render(<MantineProvider theme={theme}>{programme}</MantineProvider>);
    expect(screen.getByRole('heading', { name: 'Programme' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Questions/ })).toBeNull();
  });
});
