import { type Poll, type QaQuestion, type WebcastTalk, webcastConsoleApi } from '@foyer/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildConsoleSession } from '../../webcasts/testing';
import { QuestionsSection } from './QuestionsSection';

afterEach(() => vi.unstubAllGlobals());

const EVENT = '3f1e2d3c-4b5a-4678-9abc-def012345678';
const TALK = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const talk = (over: Partial<WebcastTalk> = {}): WebcastTalk => ({
  eventId: EVENT,
  eventName: 'Expo 2027',
  videoId: TALK,
  title: 'Keynote',
  interactive: true,
  ...over,
});
const question = (over: Partial<QaQuestion> & { id: string }): QaQuestion => ({
  videoId: TALK,
  participantId: 'p1',
  authorName: 'Ada Lovelace',
  text: `Question ${over.id}`,
  state: 'pending',
  votes: 0,
  answer: null,
  createdAt: '2027-03-12T10:00:00.000Z',
  ...over,
});

const poll = (over: Partial<Poll> = {}): Poll => ({
  id: 'poll1',
  videoId: TALK,
  question: 'Tea or coffee?',
  options: [
    { id: 'o1', text: 'Tea', votes: 2 },
    { id: 'o2', text: 'Coffee', votes: 1 },
  ],
  isOpen: true,
  total: 3,
  createdAt: '2027-03-12T10:05:00.000Z',
  ...over,
});

describe('QuestionsSection', () => {
  it('lets a moderator start a poll and close one, with its results shown', async () => {
    const fake = fakeApi()
      .on(webcastConsoleApi.talks, { talks: [talk()] })
      .on(webcastConsoleApi.questions, { questions: [] })
      .on(webcastConsoleApi.polls, { polls: [poll()] })
      .on(webcastConsoleApi.createPoll, { poll: poll({ id: 'poll2' }) })
      .on(webcastConsoleApi.closePoll, { poll: poll({ isOpen: false }) });
    renderScreen(<QuestionsSection session={buildConsoleSession({ role: 'moderator' })} token="t" />);
    expect(await screen.findByRole('heading', { name: 'Tea or coffee?' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close poll' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.closePoll)).toHaveLength(1), { timeout: 5_000 });
    expect(fake.calls(webcastConsoleApi.closePoll)[0]).toMatchObject({
      params: { pollId: 'poll1' },
      body: { eventId: EVENT },
    });
    await userEvent.click(screen.getByRole('button', { name: 'New poll' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Question' }), 'Lunch at 12 or 13?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), '13');
    await userEvent.click(screen.getByRole('button', { name: 'Start poll' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.createPoll)).toHaveLength(1), { timeout: 5_000 });
    expect(fake.calls(webcastConsoleApi.createPoll)[0]?.body).toEqual({
      eventId: EVENT,
      videoId: TALK,
      question: 'Lunch at 12 or 13?',
      options: ['12', '13'],
    });
  });

  it('groups the questions for a moderator, who approves one for the visitors', async () => {
    const pending = question({ id: 'q1', text: 'Will the slides be shared?' });
    const fake = fakeApi()
      .on(webcastConsoleApi.talks, { talks: [talk()] })
      .on(webcastConsoleApi.questions, {
        questions: [pending, question({ id: 'q2', state: 'approved', votes: 3 })],
      })
      .on(webcastConsoleApi.moderateQuestion, { question: { ...pending, state: 'approved' } });
    renderScreen(<QuestionsSection session={buildConsoleSession({ role: 'moderator' })} token="t" />);
    const toApprove = await screen.findByRole('region', { name: 'To approve (1)' }, { timeout: 5_000 });
    expect(screen.getByText('Keynote · Expo 2027')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Approved (1)' })).toBeTruthy();
    expect(screen.getByLabelText('3 votes')).toBeTruthy();
    await userEvent.click(within(toApprove).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.moderateQuestion)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [call] = fake.calls(webcastConsoleApi.moderateQuestion);
    expect(call).toMatchObject({ params: { questionId: 'q1' }, body: { eventId: EVENT, state: 'approved' } });
    expect(fake.calls(webcastConsoleApi.questions)[0]?.query).toEqual({ eventId: EVENT, videoId: TALK });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Approved (2)' })).toBeTruthy());
  });

  it('shows a speaker the approved questions without actions', async () => {
    fakeApi()
      .on(webcastConsoleApi.talks, { talks: [talk()] })
      .on(webcastConsoleApi.questions, {
        questions: [question({ id: 'q2', state: 'approved', text: 'How fast?' })],
      });
    renderScreen(<QuestionsSection session={buildConsoleSession({ role: 'speaker' })} token="t" />);
    expect(await screen.findByText('How fast?', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });

  it('says when no talk plays the webcast, and when a talk has no Q&A', async () => {
    fakeApi().on(webcastConsoleApi.talks, { talks: [] });
    renderScreen(<QuestionsSection session={buildConsoleSession({ role: 'moderator' })} token="t" />);
    expect(await screen.findByText(/No talk plays this webcast yet/, {}, { timeout: 5_000 })).toBeTruthy();
    cleanup();
    const fake = fakeApi().on(webcastConsoleApi.talks, { talks: [talk({ interactive: false })] });
    renderScreen(<QuestionsSection session={buildConsoleSession({ role: 'moderator' })} token="t" />);
    expect(
      await screen.findByText(/Visitors cannot ask questions in this talk/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(fake.calls(webcastConsoleApi.questions)).toHaveLength(0);
  });

  it('shows viewers nothing and asks nothing', () => {
    const fake = fakeApi();
    renderScreen(<QuestionsSection session={buildConsoleSession({ role: 'viewer' })} token="t" />);
    expect(screen.queryByText('Questions and polls')).toBeNull();
    expect(fake.calls(webcastConsoleApi.talks)).toHaveLength(0);
  });
});
