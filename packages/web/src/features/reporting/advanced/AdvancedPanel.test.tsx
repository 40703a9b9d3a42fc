import {
  type EventCard,
  type User,
  eventsApi,
  reportingAdvancedApi,
  reportingApi,
  usersApi,
} from '@foyer/shared';
import { act, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { EVENT, renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import ReportingPage from '../pages/ReportingPage';
import {
  answerFile,
  buildCompare,
  buildEngagementPage,
  buildFunnel,
  buildLeads,
  buildReport,
  restoreFileAnswers,
  rowsOf,
} from '../testing';
import { PARTICIPANTS_PAGE_SIZE } from './ParticipantsCard';

const business = buildUser({ plan: 'business', premium: true, business: true });

/** The account's events: Expo 2027 (this one), Autumn fair, Spring summit. */
const card = (over: Partial<EventCard>): EventCard => ({
  ...EVENT,
  roomCount: 3,
  boothCount: 2,
  coverDesignId: null,
  startRoomDesignId: null,
  registrations: 0,
  registrationLimit: null,
  ...over,
});
const EVENTS = [
  card({}),
  card({ id: 'ev2', name: 'Autumn fair' }),
  card({ id: 'ev3', name: 'Spring summit' }),
];

/** The fixture report with a second booth, less visited than Acme booth. */
const report = () => {
  const base = buildReport();
  return buildReport({
    rooms: [
      ...base.rooms,
      { id: 'booth2', name: 'Globex booth', kind: 'BOOTH', visitors: 5, entries: 6, seconds: 600 },
    ],
  });
};

const ADVANCED_ENDPOINTS = [
  reportingAdvancedApi.funnel,
  reportingAdvancedApi.participants,
  reportingAdvancedApi.leads,
  reportingAdvancedApi.compare,
];

/**
 * The Advanced tab of ev1's report for `user` (a business user unless told): the funnel, 60
 * participants in pages, Acme booth's leads (Globex booth has none), the compared events;
 * `setup` changes the answers before the first call.
 */
function render(user: User = business, setup: (fake: FakeApi) => void = () => {}) {
  const fake = fakeApi()
    .on(usersApi.me, { data: user })
    .on(reportingApi.event, report())
    .on(eventsApi.list, { events: EVENTS })
    .on(reportingAdvancedApi.funnel, buildFunnel())
    .on(reportingAdvancedApi.participants, ({ query }) => {
      const page = Number(query.page);
      const first = (page - 1) * PARTICIPANTS_PAGE_SIZE + 1;
      return buildEngagementPage(first, Math.min(first + PARTICIPANTS_PAGE_SIZE - 1, 60), 60);
    })
    .on(reportingAdvancedApi.leads, ({ query }) =>
      query.boothId === 'booth1'
        ? buildLeads()
        : buildLeads({ id: 'booth2', title: 'Globex booth', leads: [] }),
    )
    .on(reportingAdvancedApi.compare, ({ query }) => buildCompare(query.eventIds?.split(',') ?? []));
  setup(fake);
  const rendered = renderAt(
    <ReportingPage />,
    '/events/reporting/:id',
    '/events/reporting/ev1?tab=advanced',
    ['/events/edit/:id', '/subscription'],
  );
  return { fake, ...rendered };
}

const region = (name: string) => screen.findByRole('region', { name });
const funnelLoaded = () => screen.findByRole('list', { name: 'Funnel steps' });
/** The text of each step of the funnel, as its list item reads. */
const steps = () =>
  within(screen.getByRole('list', { name: 'Funnel steps' }))
    .getAllByRole('listitem')
    .map((li) => ({
      figure: li.querySelector('[data-figure]')?.textContent,
      conversion: li.querySelector('[data-conversion]')?.textContent ?? null,
    }));
/**
 * An item of the menu its button `menu` opened. Found through the button's aria-controls: while the
 * menu's opening transition runs the menu is hidden, and a hidden menu has no accessible name.
 */
const menuItem = async (menu: string, item: string) => {
  const button = screen.getByRole('button', { name: menu });
  const dropdown = await waitFor(() => {
    const id = button.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`The menu of “${menu}” is not open`);
    return element;
  });
  return within(dropdown).getByRole('menuitem', { name: item, hidden: true });
};
const lastQuery = (fake: FakeApi, endpoint: (typeof ADVANCED_ENDPOINTS)[number]) =>
  fake.calls(endpoint).at(-1)?.query;

// jsdom lays nothing out, so recharts warns that every chart has no size: keep that out of the output.
const warn = console.warn;
// The tab loads the user, then its reports: on a busy machine more than findBy's default second.
const { asyncUtilTimeout } = getConfig();
beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});
afterAll(() => {
  console.warn = warn;
  configure({ asyncUtilTimeout });
});

afterEach(async () => {
  restoreFileAnswers();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await act(() => i18n.changeLanguage('en'));
});

describe('Advanced reporting', () => {
  it('shows the funnel’s counts with the share of the step before, as bars and as a table', async () => {
    const { fake } = render();
    await funnelLoaded();
    expect(fake.calls(reportingAdvancedApi.funnel)[0]).toEqual({
      params: { id: 'ev1' },
      query: {},
      body: undefined,
    });
    expect(steps()).toEqual([
      { figure: '640', conversion: null },
      { figure: '128', conversion: '20% of the step before' },
      { figure: '96', conversion: '75% of the step before' },
      { figure: '74', conversion: '77% of the step before' },
      { figure: '52', conversion: '70% of the step before' },
    ]);

    const funnel = await region('Funnel');
    await userEvent.click(within(funnel).getByRole('radio', { name: 'Table' }));
    expect(rowsOf(within(funnel).getByRole('table', { name: 'Funnel' }))).toEqual([
      ['Step', 'Count', 'Of the step before', 'Of those registered'],
      ['Registration page views', '640', '–', '–'],
      ['Registered', '128', '20%', '100%'],
      ['Confirmed', '96', '75%', '75%'],
      ['Entered the venue', '74', '77%', '58%'],
      ['Engaged', '52', '70%', '41%'],
    ]);
  });

  it('gives no share of a step after an empty one', async () => {
    render(business, (f) => f.on(reportingAdvancedApi.funnel, buildFunnel({ pageViews: 0 })));
    await funnelLoaded();
    expect(steps().slice(0, 3)).toEqual([
      { figure: '0', conversion: null },
      { figure: '128', conversion: null },
      { figure: '96', conversion: '75% of the step before' },
    ]);
  });

  it('defines “Engaged” by its exact rule, with the thresholds of the shared constants', async () => {
    const user = userEvent.setup();
    render();
    await funnelLoaded();
    await user.click(
      within(await region('Funnel')).getByRole('button', { name: 'What does “Engaged” mean?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'What does “Engaged” mean?' });
    expect(dialog.textContent).toContain(
      'Of those who entered, the ones who did at least one of these in the period:',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Elements opened (documents, pictures, videos, links, pages, staff cards, talks): at least 1',
      'Time watched (talks and booth videos, live and on demand added up): at least 60 s',
      'Chat messages sent (event chats and direct chats with booth staff): at least 1',
      'Questions asked in talks: at least 1',
      'Poll votes: at least 1',
      'Ratings given: at least 1',
    ]);
    await user.keyboard('{Escape}');
    await user.click(
      within(await region('Funnel')).getByRole('button', {
        name: 'What does “Registration page views” mean?',
      }),
    );
    expect(
      (await screen.findByRole('dialog', { name: 'What does “Registration page views” mean?' })).textContent,
    ).toContain('these are page loads, not people');
  });

  it('asks the advanced reports for the period chosen at the top', async () => {
    const { fake } = render();
    await funnelLoaded();
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 7 days', hidden: true }));
    await waitFor(() => expect(fake.calls(reportingAdvancedApi.funnel)).toHaveLength(2));
    const from = lastQuery(fake, reportingAdvancedApi.funnel)?.from;
    expect(Math.abs(Date.now() - 7 * 86_400_000 - Date.parse(from ?? ''))).toBeLessThan(60_000);
    await waitFor(() => expect(lastQuery(fake, reportingAdvancedApi.participants)?.from).toBe(from));
    expect(lastQuery(fake, reportingAdvancedApi.leads)).toEqual({ from, boothId: 'booth1' });
  });

  it('pages, sorts and searches the participants through the API', async () => {
    const { fake } = render();
    const participants = await region('Participants');
    const table = await within(participants).findByRole('table', { name: 'Participants' });
    expect(fake.calls(reportingAdvancedApi.participants)[0]?.query).toEqual({
      sort: 'name',
      order: 'ASC',
      page: '1',
      pageSize: String(PARTICIPANTS_PAGE_SIZE),
    });
    expect(within(participants).getByText('60 participants')).toBeTruthy();
    expect(rowsOf(table)[0]).toEqual([
      'Name',
      'Email',
      'Registered',
      'First entry',
      'Time in the venue',
      'Rooms visited',
      'Elements opened',
      'Documents downloaded',
      'Watched live',
      'Watched on demand',
      'Chat messages',
      'Questions',
      'Poll votes',
      'Ratings',
    ]);
    // Times in the event's zone (Berlin, UTC+1); durations in words; no entry yet as "–".
    expect(rowsOf(table)[1]).toEqual([
      'Person1 Last1',
      'person1@example.com',
      'Mar 10, 2027, 10:00 AM',
      '–',
      '10 min',
      '1',
      '2',
      '1',
      '1 min',
      '0 s',
      '1',
      '0',
      '1',
      '0',
    ]);
    expect(rowsOf(table)[2]?.[3]).toBe('Mar 12, 2027, 9:30 AM');
    expect(rowsOf(table)).toHaveLength(PARTICIPANTS_PAGE_SIZE + 1);

    await userEvent.click(within(participants).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowsOf(table)[1]?.[0]).toBe('Person26 Last26'));
    expect(lastQuery(fake, reportingAdvancedApi.participants)).toMatchObject({ page: '2' });

    // A figure sorts most first, then the other way; a new order starts at page 1.
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Time in the venue' }));
    await waitFor(() =>
      expect(lastQuery(fake, reportingAdvancedApi.participants)).toMatchObject({
        sort: 'venueSeconds',
        order: 'DESC',
        page: '1',
      }),
    );
    const header = within(table).getByRole('columnheader', { name: /Time in the venue/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Time in the venue' }));
    await waitFor(() =>
      expect(lastQuery(fake, reportingAdvancedApi.participants)).toMatchObject({
        sort: 'venueSeconds',
        order: 'ASC',
      }),
    );

    await userEvent.type(
      within(participants).getByRole('searchbox', { name: 'Search participants' }),
      ' ada ',
    );
    await waitFor(() =>
      expect(lastQuery(fake, reportingAdvancedApi.participants)).toEqual({
        search: 'ada',
        sort: 'venueSeconds',
        order: 'ASC',
        page: '1',
        pageSize: String(PARTICIPANTS_PAGE_SIZE),
      }),
    );
  });

  it('says when nobody registered yet, and when nobody matches the search', async () => {
    const { fake } = render(business, (f) =>
      f.on(reportingAdvancedApi.participants, buildEngagementPage(1, 0, 0)),
    );
    const participants = await region('Participants');
    expect(await within(participants).findByRole('heading', { name: 'No participants yet' })).toBeTruthy();
    // Nothing to export yet.
    expect(within(participants).queryByRole('button', { name: 'Export: Participants' })).toBeNull();
    await userEvent.type(within(participants).getByRole('searchbox'), 'zed');
    expect(await within(participants).findByRole('heading', { name: 'No participant found' })).toBeTruthy();
    expect(within(participants).getByText('Nobody’s name or email address contains “zed”.')).toBeTruthy();
    expect(lastQuery(fake, reportingAdvancedApi.participants)?.search).toBe('zed');
    await userEvent.click(within(participants).getByRole('button', { name: 'Clear the search' }));
    expect(await within(participants).findByRole('heading', { name: 'No participants yet' })).toBeTruthy();
  });

  it('exports the participants and a booth’s leads in the format chosen and the interface language', async () => {
    const { fake } = render();
    await within(await region('Participants')).findByRole('table');
    await within(await region('Booth leads')).findByRole('table');
    let file = answerFile(fake, 'expo-2027-participants.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Export: Participants' }));
    await userEvent.click(await menuItem('Export: Participants', 'CSV file'));
    await waitFor(() => expect(file.click).toHaveBeenCalled());
    expect(file.url().pathname).toMatch(/\/reporting\/events\/ev1\/participants\/export$/);
    expect(Object.fromEntries(file.url().searchParams)).toEqual({ format: 'csv', language: 'en' });
    expect(file.savedAs()).toBe('expo-2027-participants.csv');
    file.restore();

    await act(() => i18n.changeLanguage('de'));
    file = answerFile(fake, 'expo-2027-leads.xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren: Leads der Stände' }));
    await userEvent.click(await menuItem('Exportieren: Leads der Stände', 'Excel-Arbeitsmappe'));
    await waitFor(() => expect(file.click).toHaveBeenCalled());
    expect(file.url().pathname).toMatch(/\/reporting\/events\/ev1\/leads\/export$/);
    expect(Object.fromEntries(file.url().searchParams)).toEqual({
      boothId: 'booth1',
      format: 'xlsx',
      language: 'de',
    });
    expect(file.savedAs()).toBe('expo-2027-leads.xlsx');
  });

  it('lists the leads of the booth chosen, with what they did and their shared answers', async () => {
    const { fake } = render();
    const leads = await region('Booth leads');
    const table = await within(leads).findByRole('table', { name: 'Leads of Acme booth' });
    expect(fake.calls(reportingAdvancedApi.leads).map((c) => c.query)).toEqual([{ boothId: 'booth1' }]);
    expect(rowsOf(table)).toEqual([
      [
        'Name',
        'Email',
        'Documents',
        'Videos',
        'Direct messages',
        'Calls with staff',
        'Company',
        'Newsletter',
      ],
      [
        'Grace Hopper',
        'grace@navy.example',
        'Product brochure: opened 3×, downloaded 1×Price list: opened 1×',
        'Demo video: opened 2×, watched 45 s',
        '4',
        '5 min',
        'US Navy',
        'Yes',
      ],
    ]);
    // A line per document, naming only what was done with it.
    expect(within(table).getByText('Price list: opened 1×')).toBeTruthy();
    expect(within(leads).getByText('1 lead')).toBeTruthy();

    await userEvent.click(within(leads).getByRole('combobox', { name: 'Booth' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Globex booth', hidden: true }));
    expect(await within(leads).findByRole('heading', { name: 'No leads for this booth yet' })).toBeTruthy();
    expect(fake.calls(reportingAdvancedApi.leads).map((c) => c.query.boothId)).toEqual(['booth1', 'booth2']);
  });

  it('compares the events chosen, this one first, once there are two', async () => {
    const { fake } = render();
    const compare = await region('Compare events');
    expect(await within(compare).findByText('Choose at least 2 events to compare them.')).toBeTruthy();
    expect(fake.calls(reportingAdvancedApi.compare)).toHaveLength(0);

    const select = within(compare).getByLabelText('Events to compare');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Spring summit', hidden: true }));
    await waitFor(() => expect(fake.calls(reportingAdvancedApi.compare)).toHaveLength(1));
    expect(fake.calls(reportingAdvancedApi.compare)[0]?.query).toEqual({ eventIds: 'ev1,ev3' });
    expect(await within(compare).findByRole('img', { name: /^Chart: Compare events/ })).toBeTruthy();

    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Autumn fair', hidden: true }));
    await waitFor(() =>
      expect(lastQuery(fake, reportingAdvancedApi.compare)).toEqual({ eventIds: 'ev1,ev3,ev2' }),
    );
    await userEvent.click(within(compare).getByRole('radio', { name: 'Table' }));
    const table = await within(compare).findByRole('table', { name: 'Compare events' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4));
    expect(rowsOf(table)).toEqual([
      [
        'Event',
        'Registered',
        'Confirmed',
        'Entered',
        'Engaged',
        'Most at once',
        'Average time in the venue',
        'Chat messages',
        'Questions',
      ],
      ['Expo 2027', '128', '96', '74', '52', '41', '1 h 12 min', '1,245', '17'],
      ['Spring summit', '50', '45', '30', '10', '12', '10 min', '80', '3'],
      ['Autumn fair', '300', '250', '180', '120', '95', '30 min', '2,000', '40'],
    ]);
  });

  it('shows the upgrade prompt below the business plan and asks nothing that would be refused', async () => {
    const { fake } = render(buildUser({ plan: 'starter', premium: true }));
    expect(await screen.findByText('Advanced reporting comes with the Business plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/subscription?plan=business',
    );
    await screen.findByRole('heading', { name: 'Expo 2027', level: 1 });
    for (const endpoint of ADVANCED_ENDPOINTS) expect(fake.calls(endpoint)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Funnel' })).toBeNull();
  });

  it('shows the upgrade prompt, not an error, when the server says the plan lacks it', async () => {
    render(business, (f) => f.on(reportingAdvancedApi.funnel, { errorKey: 'PREMIUM_REQUIRED' }));
    expect(await screen.findByText('Advanced reporting comes with the Business plan')).toBeTruthy();
    expect(
      screen.queryByText('Something unexpected happened. Our team is working on a solution.'),
    ).toBeNull();
    expect(screen.queryByRole('heading', { name: 'The report could not be loaded' })).toBeNull();
  });

  it('offers a retry when the funnel cannot be loaded', async () => {
    const { fake } = render(business, (f) =>
      f.on(reportingAdvancedApi.funnel, { errorKey: 'INTERNAL_ERROR' }, buildFunnel()),
    );
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    await userEvent.click(await within(funnel).findByRole('button', { name: 'Try again' }));
    await funnelLoaded();
    expect(steps()[4]?.figure).toBe('52');
    expect(fake.calls(reportingAdvancedApi.funnel)).toHaveLength(2);
  });
});
