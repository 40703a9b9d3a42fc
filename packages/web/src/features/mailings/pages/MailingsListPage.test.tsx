import { eventsApi, mailingsApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import { EV1, EV2, EVENTS, buildMailing, summaryOf } from '../testing';
import MailingsListPage from './MailingsListPage';

afterEach(() => vi.unstubAllGlobals());

const DRAFT = summaryOf(buildMailing());
const SENT = summaryOf(
  buildMailing({
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    name: 'Welcome mail',
    subject: 'Welcome to the fair',
    eventIds: [EV1, EV2],
    status: 'sent',
    sendAt: '2027-02-03T09:00:00.000Z',
    progress: { recipients: 250, sent: 248, failed: 2, remaining: 0, ratePerSecond: 0, clicked: 62 },
  }),
);

const render = (setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) })
    .on(eventsApi.list, { events: EVENTS })
    .on(mailingsApi.list, { mailings: [DRAFT, SENT] });
  setup(fake);
  const rendered = renderAt(<MailingsListPage />, '/mailings', '/mailings', [
    '/mailings/:id',
    '/mailings/new',
  ]);
  return { fake, ...rendered };
};

/** Opens a row's actions menu and chooses an item (jsdom: the dropdown counts as hidden). */
async function chooseAction(name: string, item: string) {
  await waitFor(() => expect(document.querySelector('[role=menu]')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: `Actions: ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

describe('MailingsListPage', () => {
  it('lists name, subject, events by name, status, recipients, sent and date', async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Mailings' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const draft = within(rows[1] as HTMLElement);
    expect(draft.getByRole('link', { name: 'Spring reminder' }).getAttribute('href')).toBe(
      `/mailings/${DRAFT.id}`,
    );
    expect(draft.getByText('See you tomorrow, {{firstname}}')).toBeTruthy();
    expect(await draft.findByText('Expo 2027')).toBeTruthy();
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText(/^Edited /)).toBeTruthy();
    const sent = within(rows[2] as HTMLElement);
    expect(sent.getByText('Expo 2027, Summit 2027')).toBeTruthy();
    expect(sent.getByText('Sent')).toBeTruthy();
    expect(sent.getByText('250')).toBeTruthy();
    expect(sent.getByText('248')).toBeTruthy();
    expect(sent.getByText(/Feb 3, 2027/)).toBeTruthy();
    expect(sent.getByText('62 (25%)')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Opened')).toBeTruthy();
  });

  it('shows a reminder with its offset and time, "–" for opens not counted', async () => {
    const reminder = summaryOf(
      buildMailing({
        id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
        name: 'Doors open',
        status: 'scheduled',
        relativeMinutes: -1440,
        sendAt: '2026-12-03T09:00:00.000Z',
      }),
    );
    const waiting = summaryOf(
      buildMailing({
        id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
        name: 'Thanks',
        status: 'scheduled',
        relativeMinutes: 1440,
        sendAt: null,
      }),
    );
    const untracked = { ...SENT, trackClicks: false };
    render((f) => f.on(mailingsApi.list, { mailings: [reminder, waiting, untracked] }));
    const table = await screen.findByRole('table', { name: 'Mailings' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText(/^1 day before the start · Dec 3, 2026/)).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText("1 day after the start · waiting for the event's start date"),
    ).toBeTruthy();
    const cells = within(rows[3] as HTMLElement).getAllByRole('cell');
    expect(cells[6]?.textContent).toBe('–');
  });

  it('shows cards instead of the table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof matchMedia;
    try {
      render();
      const list = await screen.findByRole('list', { name: 'Mailings' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getByText('248 of 250 sent · opened 62 (25%)')).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('searches in name and subject', async () => {
    const { fake } = render((f) =>
      f.on(mailingsApi.list, ({ query }) => ({ mailings: query.search ? [SENT] : [DRAFT, SENT] })),
    );
    await screen.findByRole('table', { name: 'Mailings' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'welcome');
    await waitFor(() => expect(screen.queryByText('Spring reminder')).toBeNull());
    expect(screen.getByText('Welcome mail')).toBeTruthy();
    expect(fake.calls(mailingsApi.list).at(-1)?.query).toEqual({ search: 'welcome' });
  });

  it('says what to do when there is no mailing yet, and opens a new one', async () => {
    const { router } = render((f) => f.on(mailingsApi.list, { mailings: [] }));
    expect(await screen.findByRole('heading', { name: 'No mailings yet' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'New mailing' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/mailings/new');
  });

  it('duplicates a mailing and says under which name', async () => {
    const copy = buildMailing({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Welcome mail (copy)' });
    const { fake } = render((f) => f.on(mailingsApi.duplicate, { mailing: copy }));
    await screen.findByRole('table', { name: 'Mailings' });
    await chooseAction('Welcome mail', 'Duplicate');
    expect(await screen.findByText('Copied as “Welcome mail (copy)”.')).toBeTruthy();
    expect(fake.calls(mailingsApi.duplicate).map((c) => c.params)).toEqual([{ id: SENT.id }]);
    await waitFor(() => expect(fake.calls(mailingsApi.list).length).toBeGreaterThan(1));
  });

  it('deletes a draft only, after a confirmation', async () => {
    const { fake } = render((f) => f.on(mailingsApi.remove, {}));
    await screen.findByRole('table', { name: 'Mailings' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions: Welcome mail' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete draft', hidden: true })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await chooseAction('Spring reminder', 'Delete draft');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls(mailingsApi.remove)).toHaveLength(0);

    await chooseAction('Spring reminder', 'Delete draft');
    const again = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('“Spring reminder” was deleted.')).toBeTruthy();
    expect(fake.calls(mailingsApi.remove).map((c) => c.params)).toEqual([{ id: DRAFT.id }]);
  }, 15_000);
});
