import { reportingAdvancedApi, reportingApi, sustainabilityApi, usersApi } from '@foyer/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../api/client';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import { answerFile, buildEmptyReport, buildReport, restoreFileAnswers, rowsOf } from '../testing';
import ReportingPage from './ReportingPage';

const HOUR_MS = 3_600_000;

/** The report page of ev1 (the fixture report unless `setup` answers otherwise), `search` its query string. */
function render(setup: (fake: FakeApi) => void = () => {}, search = '') {
  const fake = fakeApi().on(reportingApi.event, buildReport());
  setup(fake);
  const rendered = renderAt(<ReportingPage />, '/events/reporting/:id', `/events/reporting/ev1${search}`, [
    '/events/regpage/:id',
    '/events/edit/:id',
  ]);
  return { fake, ...rendered };
}

const loaded = () => screen.findByRole('heading', { name: 'Expo 2027', level: 1 });
const queries = (fake: FakeApi) => fake.calls(reportingApi.event).map((c) => c.query);
/** The figure a stat card shows, and the line under it. */
const stat = (label: string) => {
  const card = screen.getByRole('group', { name: label });
  return { value: card.querySelector('[data-figure]')?.textContent, text: card.textContent };
};
// jsdom lays nothing out, so recharts warns that every chart has no size: keep that out of the output.
const warn = console.warn;
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});
afterAll(() => {
  console.warn = warn;
});

afterEach(async () => {
  restoreFileAnswers();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

describe('ReportingPage', () => {
  it('shows the totals of the whole event, durations in words and the peak with its time', async () => {
    const { fake } = render();
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
    await loaded();
    expect(queries(fake)).toEqual([{}]);
    expect(fake.calls(reportingApi.event)[0]?.params).toEqual({ id: 'ev1' });
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(
      '/events/edit/ev1',
    );
    expect(screen.getByText(/^Event report · Mar 10, 2027, 12:00 AM – Mar 15, 2027, 12:00 AM/)).toBeTruthy();
    expect(screen.getByText(/times in Europe\/Berlin \(UTC\+01:00\)$/)).toBeTruthy();

    expect(stat('Registrations').value).toBe('128');
    expect(stat('Confirmations').value).toBe('96');
    expect(stat('Confirmations').text).toContain('75% of registrations');
    expect(stat('Visitors').value).toBe('74');
    expect(stat('Visitors').text).toContain('Venue entries: 131');
    expect(stat('Most visitors at once').value).toBe('41');
    // 09:05 UTC is 10:05 in Berlin
    expect(stat('Most visitors at once').text).toContain('Reached Mar 12, 10:05 AM');
    expect(stat('Average time in the venue').value).toBe('1 h 12 min');
    expect(stat('Average time in the venue').text).toContain('Total time in the venue: 3 d 16 h');
    expect(stat('Watch time').value).toBe('2 d 4 h');
    expect(stat('Chat messages').value).toBe('1,245');
    expect(stat('Chat messages').text).toContain('People who wrote: 38');
    expect(stat('Questions').value).toBe('17');
  });

  it('opens the definition of a figure from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    render();
    await loaded();
    const info = within(screen.getByRole('group', { name: 'Visitors' })).getByRole('button', {
      name: 'What does “Visitors” mean?',
    });
    info.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'What does “Visitors” mean?' });
    expect(dialog.textContent).toContain(
      'People who had the venue open in the period: they entered it or did anything in it. Each person counts once, however often they came back.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(info));

    // Another figure, another text: the one of its own definition.
    const peak = within(screen.getByRole('group', { name: 'Most visitors at once' })).getByRole('button', {
      name: 'What does “Most visitors at once” mean?',
    });
    peak.focus();
    await user.keyboard(' ');
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'The most people connected to the venue in the same minute of the period.',
    );
  });

  it('shows a chart as a table with its figures by the day in the event’s zone', async () => {
    render();
    await loaded();
    const card = screen.getByRole('region', { name: 'Registrations over time' });
    expect(within(card).getByRole('img', { name: /^Chart: Registrations over time/ })).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const table = within(card).getByRole('table', { name: 'Registrations over time' });
    expect(rowsOf(table)).toEqual([
      ['Time', 'Registrations', 'Confirmations'],
      ['Wed, Mar 10', '40', '30'],
      ['Thu, Mar 11', '50', '40'],
      ['Fri, Mar 12', '30', '20'],
      ['Sat, Mar 13', '8', '6'],
      ['Sun, Mar 14', '0', '0'],
    ]);
    expect(within(card).queryByRole('img')).toBeNull();

    const rooms = screen.getByRole('region', { name: 'Rooms' });
    await userEvent.click(within(rooms).getByRole('radio', { name: 'Table' }));
    expect(rowsOf(within(rooms).getByRole('table'))).toEqual([
      ['Room', 'Visitors', 'Venue entries', 'Time in the room'],
      ['Main hall', '70', '120', '2 d 7 h'],
      ['Auditorium', '40', '45', '1 d 1 h'],
      ['Acme booth', '25', '30', '30 min'],
      ['Old lounge (deleted)', '3', '3', '45 s'],
    ]);
  });

  it('lists talks, the most opened elements and chats with their figures', async () => {
    render();
    await loaded();
    const talks = within(screen.getByRole('region', { name: 'Talks' })).getByRole('table');
    expect(rowsOf(talks)).toEqual([
      ['Talk', 'Room', 'Live viewers', 'On-demand viewers', 'Watch time', 'Questions', 'Rating'],
      ['Opening keynote', 'Auditorium', '38', '12', '1 d 14 h', '14', '4.2 (21)'],
    ]);
    const documents = within(screen.getByRole('region', { name: 'Most opened documents' })).getByRole(
      'table',
    );
    expect(rowsOf(documents)[1]).toEqual(['Product brochure', 'Acme booth', '42', '30', '18', '4.5 (8)']);
    const videos = within(screen.getByRole('region', { name: 'Most opened videos' })).getByRole('table');
    expect(rowsOf(videos)[1]).toEqual(['Welcome video', 'Main hall', '25', '22', '1 h 30 min', '–']);
    const chats = within(screen.getByRole('region', { name: 'Chats' })).getByRole('table');
    expect(rowsOf(chats).slice(1)).toEqual([
      ['Lobby chat', '1,100', '35'],
      ['Direct chats with booth staff', '145', '12'],
    ]);
  });

  it('asks for the last 7 days, and for a custom period only once its end is after its start', async () => {
    const { fake } = render();
    await loaded();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days', hidden: true }));
    await waitFor(() => expect(queries(fake)).toHaveLength(2));
    const week = queries(fake)[1] ?? {};
    expect(Object.keys(week)).toEqual(['from']);
    expect(Math.abs(Date.now() - 7 * 24 * HOUR_MS - Date.parse(week.from ?? ''))).toBeLessThan(60_000);

    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom period', hidden: true }));
    const form = await screen.findByRole('form', { name: 'Custom period' });
    const from = within(form).getByLabelText(/^From/) as HTMLInputElement;
    const to = within(form).getByLabelText(/^To/) as HTMLInputElement;
    // Prefilled with the shown report's range, in the event's zone.
    expect(from.value).toBe('2027-03-10T00:00');
    expect(to.value).toBe('2027-03-15T00:00');
    fireEvent.change(from, { target: { value: '2027-03-12T09:00' } });
    fireEvent.change(to, { target: { value: '2027-03-12T08:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Show period' }));
    expect(await within(form).findByText('The end must be after the start.')).toBeTruthy();
    expect(queries(fake)).toHaveLength(2);

    fireEvent.change(to, { target: { value: '2027-03-12T18:30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Show period' }));
    await waitFor(() => expect(queries(fake)).toHaveLength(3));
    // Berlin is UTC+1 in March.
    expect(queries(fake)[2]).toEqual({ from: '2027-03-12T08:00:00.000Z', to: '2027-03-12T17:30:00.000Z' });
    expect(within(form).queryByText('The end must be after the start.')).toBeNull();
  });

  it('exports the workbook and the PDF with the range and the interface language', async () => {
    const { fake } = render();
    await loaded();
    let file = answerFile(fake, 'expo-2027-report.xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Excel workbook (all tables)', hidden: true }),
    );
    await waitFor(() => expect(file.click).toHaveBeenCalled());
    expect(file.url().pathname).toMatch(/\/reporting\/events\/ev1\/export$/);
    expect(Object.fromEntries(file.url().searchParams)).toEqual({ format: 'xlsx', language: 'en' });
    expect(file.savedAs()).toBe('expo-2027-report.xlsx');
    file.restore();

    // In German, after choosing the last 24 hours: the PDF of that range, with German headers.
    await act(() => i18n.changeLanguage('de'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Zeitraum' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Letzte 24 Stunden', hidden: true }));
    await waitFor(() => expect(queries(fake)).toHaveLength(2));
    file = answerFile(fake, 'expo-2027-report.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PDF-Zusammenfassung', hidden: true }));
    await waitFor(() => expect(file.click).toHaveBeenCalled());
    expect(Object.fromEntries(file.url().searchParams)).toEqual({
      format: 'pdf',
      from: queries(fake)[1]?.from,
      language: 'de',
    });
    file.restore();
  }, 15_000);

  it('downloads the CSV of one card’s table', async () => {
    const { fake } = render();
    await loaded();
    const file = answerFile(fake, 'expo-2027-rooms.csv');
    await userEvent.click(screen.getByRole('button', { name: 'More actions: Rooms' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download CSV', hidden: true }));
    await waitFor(() => expect(file.click).toHaveBeenCalled());
    expect(Object.fromEntries(file.url().searchParams)).toEqual({
      format: 'csv',
      table: 'rooms',
      language: 'en',
    });
    expect(file.savedAs()).toBe('expo-2027-rooms.csv');
    file.restore();
  });

  it('explains when figures appear before anyone registered or visited, linking the registration page', async () => {
    render((f) => f.on(reportingApi.event, buildEmptyReport()));
    expect(await screen.findByRole('heading', { name: 'No figures yet' })).toBeTruthy();
    expect(screen.getByText(/once people register for the event and visit its venue/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up the registration page' }).getAttribute('href')).toBe(
      '/events/regpage/ev1',
    );
    expect(screen.queryByRole('group', { name: 'Registrations' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('says when nothing happened in a chosen period and goes back to the whole event', async () => {
    const { fake } = render((f) =>
      f.on(reportingApi.event, ({ query }) => (query.from ? buildEmptyReport() : buildReport())),
    );
    await loaded();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 24 hours', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Nothing happened in this period' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show the whole event' }));
    await waitFor(() => expect(stat('Registrations').value).toBe('128'));
    expect(queries(fake).at(-1)).toEqual({});
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLInputElement).value).toBe('Whole event');
  });

  it('offers a retry when the report cannot be loaded', async () => {
    const { fake } = render((f) => f.on(reportingApi.event, { errorKey: 'INTERNAL_ERROR' }, buildReport()));
    expect(await screen.findByRole('heading', { name: 'The report could not be loaded' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Registrations' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stat('Registrations').value).toBe('128'));
    expect(fake.calls(reportingApi.event)).toHaveLength(2);
  });

  it('opens the tab the URL names and keeps the one chosen in ?tab, from the keyboard too', async () => {
    const user = userEvent.setup();
    const starter = buildUser({ plan: 'starter', premium: true });
    const { fake, router } = render((f) => f.on(usersApi.me, { data: starter }), '?tab=sustainability');
    const tab = (name: string) => screen.getByRole('tab', { name });
    await screen.findByRole('heading', { name: 'Expo 2027', level: 1 });
    expect(tab('Sustainability').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('The sustainability report comes with the Business plan')).toBeTruthy();
    // The period is the overview's and the advanced reports'.
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();

    await user.click(tab('Overview'));
    expect(router.state.location.search).toBe('?tab=overview');
    expect(stat('Registrations').value).toBe('128');
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();

    // Arrow keys move between the tabs and show the one reached.
    tab('Overview').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Advanced'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=advanced'));
    expect(tab('Advanced').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Advanced reporting comes with the Business plan')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Registrations' })).toBeNull();
    // No period to choose for reports the plan does not have, no overview export.
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    // Below the business plan nothing is asked that would be refused.
    expect(fake.calls(reportingAdvancedApi.funnel)).toHaveLength(0);
    expect(fake.calls(sustainabilityApi.get)).toHaveLength(0);
  });

  it('shows the overview for an unknown tab', async () => {
    render(() => {}, '?tab=nonsense');
    await loaded();
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(stat('Registrations').value).toBe('128');
  });

  it('leads to the not-found page for an unknown event', async () => {
    const navigate = vi.fn();
    configureClient({ navigate });
    try {
      render((f) => f.on(reportingApi.event, { errorKey: 'NOT_FOUND' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/404'));
      expect(screen.queryByRole('heading', { name: 'The report could not be loaded' })).toBeNull();
    } finally {
      // the client's own default
      configureClient({ navigate: (path) => window.location.assign(path) });
    }
  });
});
