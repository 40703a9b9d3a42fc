import {
  type EventCard,
  type Participant,
  type ResultsOf,
  editorApi,
  eventsApi,
  participantsApi,
  usersApi,
} from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildItem } from '../../public-reg/testData';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { EVENT, USER_ANSWER, renderAt, venueData } from '../editor/testing';
import { venueEditorKey } from '../editor/queries';
import ParticipantsPage from './ParticipantsPage';

afterEach(() => vi.unstubAllGlobals());

const participant = (n: number, over: Partial<Participant> = {}): Participant => ({
  id: `p${n}`,
  eventId: 'ev1',
  eventName: 'Expo 2027',
  email: `person${n}@example.com`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  answers: {},
  confirmed: n % 2 === 0,
  registeredAt: '2027-02-01T10:00:00.000Z',
  confirmedAt: null,
  mailStatus: null,
  ...over,
});

const card = (over: Partial<EventCard>): EventCard => ({
  ...EVENT,
  roomCount: 1,
  boothCount: 0,
  coverDesignId: null,
  startRoomDesignId: null,
  registrations: 0,
  registrationLimit: 5,
  ...over,
});
const EVENTS = [
  card({ roomCount: 2, boothCount: 1, registrations: 2 }),
  card({ id: 'ev2', name: 'Summit 2027' }),
];

type ParticipantList = ResultsOf<typeof participantsApi.list>;
const LIST: ParticipantList = { participants: [participant(1), participant(2)], total: 2, fields: [] };

/**
 * The page at `url`: the user, the events, a list of two participants, resend and remove answered;
 * `setup` changes the answers before the first call.
 */
const render = (url: string, setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, USER_ANSWER.results)
    .on(eventsApi.list, { events: EVENTS })
    .on(participantsApi.list, LIST)
    .on(participantsApi.resend, {})
    .on(participantsApi.remove, {});
  setup(fake);
  const path = url.startsWith('/event-users') ? '/event-users' : '/events/participants/:id';
  const rendered = renderAt(<ParticipantsPage />, path, url, ['/events/list']);
  return { fake, ...rendered };
};

/** The queries GET participants received, in order. */
const listQueries = (fake: FakeApi) => fake.calls(participantsApi.list).map((c) => c.query);

/**
 * Opens a row's actions menu and chooses an item. jsdom has no layout, so floating-ui soon counts the
 * anchor as detached and Mantine hides the dropdown (display: none): the items are found with `hidden`.
 */
async function chooseAction(name: string, item: string) {
  await waitFor(() => expect(document.querySelector('[role=menu]')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: `Actions: ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

describe('ParticipantsPage', () => {
  it("lists one event's participants with the event's name and the newest first", async () => {
    const { fake } = render('/events/participants/ev1');
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getByText('person1@example.com')).toBeTruthy();
    expect(within(table).getByText('Not confirmed')).toBeTruthy();
    expect(within(table).getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(within(table).queryByRole('columnheader', { name: 'Event' })).toBeNull();
    expect(await screen.findByText('Expo 2027')).toBeTruthy();
    expect(screen.getByText('2 participants')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events/list');
    expect(listQueries(fake)[0]).toEqual({
      eventId: 'ev1',
      sort: 'registeredAt',
      order: 'DESC',
      page: '1',
      pageSize: '50',
    });
  });

  it('searches (debounced), sorts by a column header and pages', async () => {
    const { fake } = render('/events/participants/ev1', (f) =>
      f.on(participantsApi.list, { ...LIST, total: 120 }),
    );
    await screen.findByRole('table', { name: 'Participants' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(() => expect(listQueries(fake).some((q) => q.search === 'grace')).toBe(true));
    // no request per keystroke
    expect(listQueries(fake).filter((q) => q.search?.startsWith('gr')).length).toBe(1);

    const emailHeader = screen.getByRole('button', { name: 'Sort by Email' }).closest('th') as HTMLElement;
    expect(emailHeader.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Sort by Email' }));
    await waitFor(() => expect(emailHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(listQueries(fake).at(-1)?.sort).toBe('email');
    expect(listQueries(fake).at(-1)?.order).toBe('ASC');
    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Sort by Email' }));
    await waitFor(() => expect(listQueries(fake).at(-1)?.order).toBe('DESC'));
    expect(emailHeader.getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries(fake).at(-1)?.page).toBe('3'));
    expect(listQueries(fake).at(-1)?.search).toBe('grace');
    expect(listQueries(fake).at(-1)?.sort).toBe('email');
  }, 15_000);

  it('resends the confirmation, makes a moderator (into a loaded venue) and removes after asking', async () => {
    const { fake, client } = render('/events/participants/ev1', (f) =>
      f.on(editorApi.createElement, {
        element: {
          id: 'mod9',
          kind: 'EVENT_MODERATOR',
          email: 'person1@example.com',
          firstName: 'First1',
          lastName: 'Last1',
        },
        version: 1,
      }),
    );
    client.setQueryData(venueEditorKey('ev1'), venueData());
    await screen.findByRole('table', { name: 'Participants' });

    await chooseAction('First1 Last1', 'Resend confirmation');
    expect(
      await screen.findByText('The confirmation mail was sent again to person1@example.com.'),
    ).toBeTruthy();
    expect(fake.calls(participantsApi.resend).map((c) => c.params)).toEqual([{ id: 'p1' }]);

    await chooseAction('First1 Last1', 'Make moderator');
    expect(await screen.findByText('First1 Last1 is now a moderator of the event.')).toBeTruthy();
    const [created] = fake.calls(editorApi.createElement);
    expect(created?.params).toEqual({ id: 'ev1' });
    expect(created?.body).toEqual({
      parentId: null,
      element: {
        kind: 'EVENT_MODERATOR',
        id: 'new',
        email: 'person1@example.com',
        firstName: 'First1',
        lastName: 'Last1',
      },
    });
    const venue = client.getQueryData<ReturnType<typeof venueData>>(venueEditorKey('ev1'));
    expect(venue?.venue.moderators.map((m) => m.id)).toContain('mod9');

    await chooseAction('First2 Last2', 'Remove participant');
    const dialog = await screen.findByRole('dialog', { name: 'Remove participant?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove participant' }));
    expect(await screen.findByText('First2 Last2 has been removed.')).toBeTruthy();
    expect(fake.calls(participantsApi.remove).map((c) => c.params)).toEqual([{ id: 'p2' }]);
  }, 15_000);

  it("shows a participant's answers by the event's field labels, with no answer said plainly", async () => {
    render('/events/participants/ev1', (f) =>
      f.on(participantsApi.list, {
        participants: [participant(1, { answers: { f1: 'Engineer', f2: true, f3: ['Talks', 'Booths'] } })],
        total: 1,
        fields: [
          buildItem({ id: 'f1', label: 'Job title', type: 'textfield' }),
          buildItem({ id: 'f2', label: 'Newsletter', type: 'checkbox' }),
          buildItem({ id: 'f3', label: 'Interests', type: 'checkboxes' }),
          buildItem({ id: 'f4', label: 'Company', type: 'textfield' }),
        ],
      }),
    );
    await screen.findByRole('table', { name: 'Participants' });
    await chooseAction('First1 Last1', 'Show answers');
    const dialog = await screen.findByRole('dialog', { name: 'Answers of First1 Last1' });
    const answerOf = (label: string) =>
      within(dialog).getByText(label).parentElement?.querySelector('dd')?.textContent;
    expect(answerOf('Job title')).toBe('Engineer');
    expect(answerOf('Newsletter')).toBe('Yes');
    expect(answerOf('Interests')).toBe('Talks, Booths');
    expect(answerOf('Company')).toBe('No answer');
  });

  it('downloads a file answer from answer-files/{id} with its own name', async () => {
    const { fake } = render('/events/participants/ev1', (f) =>
      f.on(participantsApi.list, {
        participants: [participant(1, { answers: { cv: 'file-1' } })],
        total: 1,
        fields: [buildItem({ id: 'cv', label: 'CV', type: 'file' })],
      }),
    );
    await screen.findByRole('table', { name: 'Participants' });
    await chooseAction('First1 Last1', 'Show answers');
    const dialog = await screen.findByRole('dialog', { name: 'Answers of First1 Last1' });
    // The fake answers the envelope: the file is answered once by hand.
    fake.fetchMock.mockImplementationOnce(
      async () =>
        new Response('%PDF', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
          },
        }),
    );
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:answer');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download file' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fake.fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe('/api/v1/answer-files/file-1');
    expect(init?.headers).toMatchObject({ authToken: 'test-token' });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('Lebenslauf Müller.pdf');
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('marks participants whose address unsubscribed from mailings or bounced', async () => {
    render('/event-users', (f) =>
      f.on(participantsApi.list, {
        ...LIST,
        participants: [
          participant(1, { mailStatus: 'unsubscribed' }),
          participant(2, { mailStatus: 'bounced' }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Participants' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Unsubscribed')).toBeTruthy();
    expect(within(rows[2]!).getByText('Bounced')).toBeTruthy();
  });

  it('offers no answers when the list spans every event (no field labels)', async () => {
    render('/event-users');
    await screen.findByRole('table', { name: 'Participants' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions: First1 Last1' }));
    expect(await screen.findByRole('menuitem', { name: 'Resend confirmation', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Show answers', hidden: true })).toBeNull();
  });

  it("counts the event's registrations against the plan and offers the upgrade when it is full", async () => {
    render('/events/participants/ev1');
    await screen.findByRole('table', { name: 'Participants' });
    expect(await screen.findByText('2 of 5 registrations')).toBeTruthy();
    const meter = screen.getByRole('progressbar', {
      name: "Registrations: share of your plan's limit in use",
    });
    expect(meter.getAttribute('aria-valuetext')).toBe('2 of 5 in use');
    expect(screen.queryByText(/visitors now see/)).toBeNull();
  });

  it('says the registration page is full at the free plan limit', async () => {
    render('/events/participants/ev1', (f) =>
      f.on(participantsApi.list, {
        participants: [1, 2, 3, 4, 5].map((n) => participant(n)),
        total: 5,
        fields: [],
      }),
    );
    expect(await screen.findByText('5 of 5 registrations')).toBeTruthy();
    expect(screen.getByText(/reached the 5 registrations of your plan/)).toBeTruthy();
    // the upgrade prompt says it at the limit: the meter adds no second hint
    expect(screen.queryByText(/Your plan's limit is reached/)).toBeNull();
  });

  it('says when an address is a moderator already', async () => {
    render('/events/participants/ev1', (f) =>
      f.on(editorApi.createElement, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { 'element.email': 'validation.alreadyUsed' } },
      }),
    );
    await screen.findByRole('table', { name: 'Participants' });
    await chooseAction('First1 Last1', 'Make moderator');
    expect(await screen.findByText('person1@example.com is already a moderator of this event.')).toBeTruthy();
  });

  it('lists every event with an event column and exports only once an event is chosen', async () => {
    const { fake } = render('/event-users');
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getByRole('columnheader', { name: 'Event' })).toBeTruthy();
    expect(listQueries(fake)[0]).not.toHaveProperty('eventId');
    const csv = screen.getByRole('button', { name: 'CSV' });
    expect((csv as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Excel' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Summit 2027', hidden: true }));
    await waitFor(() => expect(listQueries(fake).at(-1)?.eventId).toBe('ev2'));
    await waitFor(() => expect((csv as HTMLButtonElement).disabled).toBe(false));

    // The fake answers the envelope: the export is a file, answered once by hand.
    fake.fetchMock.mockImplementationOnce(
      async () =>
        new Response('email\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="summit-participants.csv"',
          },
        }),
    );
    // jsdom has no object URLs: give URL the two functions for this test only
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(csv);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fake.fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toMatch(/participants\/export\?eventId=ev2&format=csv$/);
    expect(init?.headers).toMatchObject({ authToken: 'test-token' });
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'summit-participants.csv',
    );
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  }, 15_000);

  it('shows the empty state and a retry after a failure', async () => {
    let fail = true;
    render('/events/participants/ev1', (f) =>
      f.on(participantsApi.list, () =>
        fail ? { errorKey: 'INTERNAL_ERROR' } : { participants: [], total: 0, fields: [] },
      ),
    );
    expect(await screen.findByText('The participants could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No participants yet')).toBeTruthy();
  });
});
