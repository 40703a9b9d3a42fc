import type { Participant } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT, USER_ANSWER, editorFetch, renderAt, venueData } from '../editor/testing';
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
  ...over,
});

const EVENTS = [
  { ...EVENT, roomCount: 2, boothCount: 1, coverDesignId: null, startRoomDesignId: null, registrations: 2 },
  {
    ...EVENT,
    id: 'ev2',
    name: 'Summit 2027',
    roomCount: 1,
    boothCount: 0,
    coverDesignId: null,
    startRoomDesignId: null,
    registrations: 0,
  },
];

const render = (url: string, routes: Parameters<typeof editorFetch>[0] = {}) => {
  const fetch = editorFetch({
    'GET user': USER_ANSWER,
    'GET events': { success: true, results: { events: EVENTS } },
    'GET participants': {
      success: true,
      results: { participants: [participant(1), participant(2)], total: 2, fields: [] },
    },
    ...routes,
  });
  const path = url.startsWith('/event-users') ? '/event-users' : '/events/participants/:id';
  const rendered = renderAt(<ParticipantsPage />, path, url, ['/events/list']);
  return { ...fetch, ...rendered };
};

const listQueries = (calls: { method: string; path: string; url: string }[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.path === 'participants')
    .map((c) => new URLSearchParams(c.url.split('?')[1]));

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
    const { calls } = render('/events/participants/ev1');
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getByText('person1@example.com')).toBeTruthy();
    expect(within(table).getByText('Not confirmed')).toBeTruthy();
    expect(within(table).getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(within(table).queryByRole('columnheader', { name: 'Event' })).toBeNull();
    expect(await screen.findByText('Expo 2027')).toBeTruthy();
    expect(screen.getByText('2 participants')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/events/list');
    const first = listQueries(calls)[0];
    expect(Object.fromEntries(first ?? [])).toEqual({
      eventId: 'ev1',
      sort: 'registeredAt',
      order: 'DESC',
      page: '1',
      pageSize: '50',
    });
  });

  it('searches (debounced), sorts by a column header and pages', async () => {
    const { calls } = render('/events/participants/ev1', {
      'GET participants': {
        success: true,
        results: { participants: [participant(1), participant(2)], total: 120, fields: [] },
      },
    });
    await screen.findByRole('table', { name: 'Participants' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(() => expect(listQueries(calls).some((q) => q.get('search') === 'grace')).toBe(true));
    // no request per keystroke
    expect(listQueries(calls).filter((q) => q.get('search')?.startsWith('gr')).length).toBe(1);

    const emailHeader = screen.getByRole('button', { name: 'Sort by Email' }).closest('th') as HTMLElement;
    expect(emailHeader.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Sort by Email' }));
    await waitFor(() => expect(emailHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(listQueries(calls).at(-1)?.get('sort')).toBe('email');
    expect(listQueries(calls).at(-1)?.get('order')).toBe('ASC');
    await userEvent.click(within(emailHeader).getByRole('button', { name: 'Sort by Email' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('order')).toBe('DESC'));
    expect(emailHeader.getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('page')).toBe('3'));
    expect(listQueries(calls).at(-1)?.get('search')).toBe('grace');
    expect(listQueries(calls).at(-1)?.get('sort')).toBe('email');
  }, 15_000);

  it('resends the confirmation, makes a moderator (into a loaded venue) and removes after asking', async () => {
    const { calls, client } = render('/events/participants/ev1', {
      'POST events/ev1/elements': {
        success: true,
        results: {
          element: {
            id: 'mod9',
            kind: 'EVENT_MODERATOR',
            email: 'person1@example.com',
            firstName: 'First1',
            lastName: 'Last1',
          },
          version: 1,
        },
      },
    });
    client.setQueryData(venueEditorKey('ev1'), venueData());
    await screen.findByRole('table', { name: 'Participants' });

    await chooseAction('First1 Last1', 'Resend confirmation');
    expect(
      await screen.findByText('The confirmation mail was sent again to person1@example.com.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'participants/p1/resend')).toBe(true);

    await chooseAction('First1 Last1', 'Make moderator');
    expect(await screen.findByText('First1 Last1 is now a moderator of the event.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === 'events/ev1/elements')?.body).toEqual({
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
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'participants/p2')).toBe(true);
  }, 15_000);

  it("shows a participant's answers by the event's field labels, with no answer said plainly", async () => {
    const field = (id: string, label: string, type: string) => ({
      kind: 'PROFILE_ITEM',
      id,
      label,
      type,
      options: [],
      hidden: false,
      visible: true,
      readonly: false,
      share: false,
      urlTemplate: '',
    });
    render('/events/participants/ev1', {
      'GET participants': {
        success: true,
        results: {
          participants: [participant(1, { answers: { f1: 'Engineer', f2: true, f3: ['Talks', 'Booths'] } })],
          total: 1,
          fields: [
            field('f1', 'Job title', 'text'),
            field('f2', 'Newsletter', 'checkbox'),
            field('f3', 'Interests', 'checkboxes'),
            field('f4', 'Company', 'text'),
          ],
        },
      },
    });
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
    expect(screen.queryByText(/visitors now see/)).toBeNull();
  });

  it('says the registration page is full at the free plan limit', async () => {
    render('/events/participants/ev1', {
      'GET participants': {
        success: true,
        results: { participants: [1, 2, 3, 4, 5].map((n) => participant(n)), total: 5, fields: [] },
      },
    });
    expect(await screen.findByText('5 of 5 registrations')).toBeTruthy();
    expect(screen.getByText(/reached the 5 registrations of your plan/)).toBeTruthy();
  });

  it('says when an address is a moderator already', async () => {
    render('/events/participants/ev1', {
      'POST events/ev1/elements': {
        status: 400,
        success: false,
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { 'element.email': 'validation.alreadyUsed' } },
      },
    });
    await screen.findByRole('table', { name: 'Participants' });
    await chooseAction('First1 Last1', 'Make moderator');
    expect(await screen.findByText('person1@example.com is already a moderator of this event.')).toBeTruthy();
  });

  it('lists every event with an event column and exports only once an event is chosen', async () => {
    const { calls, fetchMock } = render('/event-users');
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getByRole('columnheader', { name: 'Event' })).toBeTruthy();
    expect(listQueries(calls)[0]?.has('eventId')).toBe(false);
    const csv = screen.getByRole('button', { name: 'CSV' });
    expect((csv as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Excel' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Event' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Summit 2027', hidden: true }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('eventId')).toBe('ev2'));
    await waitFor(() => expect((csv as HTMLButtonElement).disabled).toBe(false));

    fetchMock.mockImplementationOnce(
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
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toMatch(/participants\/export\?eventId=ev2&format=csv$/);
    expect((init as RequestInit).headers).toMatchObject({ authToken: 'test-token' });
    //.toBe('test-token');
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'summit-participants.csv',
    );
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  }, 15_000);

  it('shows the empty state and a retry after a failure', async () => {
    let fail = true;
    render('/events/participants/ev1', {
      'GET participants': () =>
        fail
          ? { status: 500, success: false, errorKey: 'INTERNAL_ERROR' }
          : { success: true, results: { participants: [], total: 0, fields: [] } },
    });
    expect(await screen.findByText('The participants could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No participants yet')).toBeTruthy();
  });
});
