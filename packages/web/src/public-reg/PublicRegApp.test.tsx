import { registrationsApi } from '@foyer/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../test/fakeApi';
import { PublicRegApp } from './PublicRegApp';
import { parsePublicRoute } from './route';
import { buildPublicPage } from './testData';

const { page: PAGE, register: REGISTER, confirm: CONFIRM } = registrationsApi;

/** The visitor's page at `url` (no session); `setup` gives the API's answers (unknown calls: 404). */
function show(url: string, setup: (fake: FakeApi) => void) {
  const fake = fakeApi({ token: null });
  setup(fake);
  const u = new URL(url, 'http://localhost');
  render(<PublicRegApp route={parsePublicRoute(u.pathname, u.search)} />);
  return fake;
}

/** The headers of the request a call made. */
const headersOf = (fake: FakeApi, method: string) =>
  fake.fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.headers as Record<
    string,
    string
  >;

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email address/), 'Ada@Example.com');
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Company/), 'Analytical Engines');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

beforeEach(() => {
  document.title = '';
  document.documentElement.lang = 'en';
});
afterEach(() => vi.unstubAllGlobals());

describe('the registration page', () => {
  it('shows the open page in its language, with every field type, defaults and the legal links', async () => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()));
    expect(await screen.findByRole('heading', { level: 1, name: /Summer Expo/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Summer Expo – register'));
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Meet the makers.')).toBeTruthy();
    expect(screen.getByText('1 June 2031')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'About you' })).toBeTruthy();
    const company = screen.getByLabelText(/^Company/);
    expect(company.getAttribute('placeholder')).toBe('Acme Ltd');
    expect(company.getAttribute('aria-describedby')).toContain('help');
    expect(screen.getByText('Where you work')).toBeTruthy();
    expect(screen.getByLabelText('Website').getAttribute('type')).toBe('url');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('Seller');
    const topics = screen.getByRole('group', { name: 'Topics' });
    expect((within(topics).getByLabelText('Wood') as HTMLInputElement).checked).toBe(true);
    expect((within(topics).getByLabelText('Metal') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Send me news' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Portfolio').getAttribute('type')).toBe('file');
    expect(screen.getByRole('button', { name: 'Sign me up' })).toBeTruthy();
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(legal).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      'https://acme.test/imprint',
    );
    expect(within(legal).getAllByRole('link')).toHaveLength(2);
  });

  it('keeps the honeypot out of sight and out of the tab order', async () => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()));
    await screen.findByRole('button', { name: 'Sign me up' });
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /leave empty/ })).toBeNull();
  });

  it('loads the texts of the page language', async () => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage({ page: { language: 'de' } })));
    expect(await screen.findByLabelText(/^E-Mail-Adresse/)).toBeTruthy();
    // Set by an effect after the render that shows the German labels.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it.each([
    ['closed', false, 'Registration is closed', 'Registration opens on 1 May.'],
    ['closed', true, 'Registration is closed', 'The event is running, registration is closed.'],
    ['expired', false, 'Registration has ended', 'This event is over.'],
    ['full', false, 'Registration is full', 'no further registrations are possible'],
  ] as const)('shows the %s state (event open: %s) without a form', async (state, eventOpen, title, text) => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage({ state, eventOpen })));
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign me up' })).toBeNull();
  });

  it('shows a not-found page for an unknown page code', async () => {
    show('/r/nope', () => {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

const AGENDA = [
  {
    date: '2031-06-01',
    title: 'Day one',
    items: [
      {
        start: '10:00',
        end: '10:30',
        title: 'Welcome',
        location: 'Main hall',
        speakers: ['Ada Lovelace', 'Grace Hopper'],
      },
      { start: '11:00', end: '12:00', title: 'Workshops', location: '', speakers: [] },
    ],
  },
  { date: null, title: 'Later', items: [] },
];

describe('the event page', () => {
  it('sets the page in its font and its colours, readable on the main colour', async () => {
    show('/r/summer-expo', (f) =>
      f.on(
        PAGE,
        buildPublicPage({ page: { font: 'playfair-display', mainColor: '#fde047', labelColor: '#facc15' } }),
      ),
    );
    await screen.findByRole('heading', { level: 1, name: /Summer Expo/ });
    const page = document.querySelector<HTMLElement>('[style*="--font"]')!;
    expect(page.style.getPropertyValue('--font')).toMatch(/^"Playfair Display", Georgia/);
    expect(page.style.getPropertyValue('--main')).toBe('#fde047');
    // Dark text on the light yellow; the yellow label darkened until it reads on white.
    expect(page.style.getPropertyValue('--on-main')).toBe('#111827');
    expect(page.style.getPropertyValue('--label')).not.toBe('#facc15');
  });

  it('shows the description, the agenda by day with its times, speakers and place, and the speakers', async () => {
    show('/r/summer-expo', (f) =>
      f.on(
        PAGE,
        buildPublicPage({ agenda: AGENDA, speakers: ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson'] }),
      ),
    );
    const about = await screen.findByRole('region', { name: 'About the event' });
    expect(within(about).getByText('Meet the makers.')).toBeTruthy();

    const agenda = screen.getByRole('region', { name: 'Agenda' });
    const day = within(agenda).getByRole('region', { name: /Day one/ });
    expect(within(day).getByRole('heading', { level: 3 }).textContent).toContain('Sunday, June 1, 2031');
    const items = within(day).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Event hours in Berlin; the visitor's own clock first when it differs (one clock).
    expect(items[0]!.textContent).toMatch(/10:00–10:30/);
    expect(items[0]!.textContent).toContain('Welcome');
    expect(items[0]!.textContent).toContain('Speakers: Ada Lovelace, Grace Hopper');
    expect(items[0]!.textContent).toContain('Location: Main hall');
    expect(items[1]!.textContent).not.toContain('Speakers');
    // A day without items is left out.
    expect(within(agenda).queryByText('Later')).toBeNull();

    const speakers = screen.getByRole('region', { name: 'Speakers' });
    expect(
      within(speakers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ALAda Lovelace', 'GHGrace Hopper', 'KJKatherine Johnson']);
  });

  it('leaves out the agenda and speakers the venue does not have', async () => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()));
    await screen.findByRole('button', { name: 'Sign me up' });
    expect(screen.queryByRole('region', { name: 'Agenda' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Speakers' })).toBeNull();
  });

  it('offers "add to calendar" as a menu of the .ics file, Google and Outlook, closed with Escape', async () => {
    const user = userEvent.setup();
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()));
    const button = await screen.findByRole('button', { name: 'Add to calendar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href')).toBe(
      '/api/v1/public/regpage/summer-expo/calendar.ics',
    );
    const google = screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!;
    expect(google).toContain('dates=20310601T080000Z%2F20310601T090000Z');
    expect(google).toContain('ctz=Europe%2FBerlin');
    expect(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toContain(
      'startdt=2031-06-01T08%3A00%3A00.000Z',
    );

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Calendar file (.ics)' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('link', { name: 'Google Calendar' })).toBeNull();
  });

  it('has no "add to calendar" without a start', async () => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage({ page: { startsAt: null } })));
    await screen.findByRole('button', { name: 'Sign me up' });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('puts the legal links in the footer, each opening a new tab', async () => {
    show('/r/summer-expo', (f) =>
      f.on(
        PAGE,
        buildPublicPage({
          page: {
            legal: {
              imprint: { label: 'Imprint', url: 'https://acme.test/imprint' },
              privacy: { label: 'Privacy', url: 'https://acme.test/privacy' },
              terms: { label: 'Terms', url: 'https://acme.test/terms' },
              organizer: { label: 'Acme Ltd', url: 'https://acme.test' },
            },
          },
        }),
      ),
    );
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Imprint', 'Privacy', 'Terms', 'Acme Ltd']);
    expect(links.every((l) => l.getAttribute('target') === '_blank')).toBe(true);
  });

  it('says in the footer what the venue records, also without legal links, in the page’s language', async () => {
    const none = { label: '', url: '' };
    const legal = { imprint: none, privacy: none, terms: none, organizer: none };
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage({ page: { legal } })));
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('navigation')).toBeNull();
    expect(footer.textContent).toBe(
      "In the venue we record which rooms you visit and what you open, watch and download, for the organiser's reports. No third-party trackers.",
    );
  });

  it('says what the venue records in German on a German page', async () => {
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage({ page: { language: 'de' } })));
    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer).getByText(/^In der Veranstaltung erfassen wir, welche Räume Sie besuchen/),
    ).toBeTruthy();
  });
});

describe('registering', () => {
  it('refuses an incomplete form with messages under the fields, sending nothing', async () => {
    const user = userEvent.setup();
    const fake = show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()));
    await user.type(await screen.findByLabelText(/^Email address/), 'not-an-address');
    await user.type(screen.getByLabelText('Website'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));

    const email = screen.getByLabelText(/^Email address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Please enter a valid email address');
    expect(screen.getByLabelText(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Company/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Website').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a complete link, e.g. https://example.com')).toBeTruthy();
    expect(screen.getByText('Please accept the terms to register')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(fake.calls(REGISTER)).toHaveLength(0);
  });

  it('uses the organiser’s own error message of a field', async () => {
    const user = userEvent.setup();
    const page = buildPublicPage();
    page.fields[0].errorMessage = 'Tell us your company';
    show('/r/summer-expo', (f) => f.on(PAGE, page));
    await user.click(await screen.findByRole('button', { name: 'Sign me up' }));
    expect(screen.getByText('Tell us your company')).toBeTruthy();
  });

  it('sends the right body with the honeypot empty and shows the thanks text once, focused', async () => {
    const user = userEvent.setup();
    const fake = show('/r/summer-expo', (f) =>
      f.on(PAGE, buildPublicPage()).on(REGISTER, { status: 'registered' }),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you for registering' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const [post] = fake.calls(REGISTER);
    expect(post?.params).toEqual({ pageCode: 'summer-expo' });
    expect(headersOf(fake, 'POST').language).toBe('en');
    expect(post?.body).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      answers: { company: 'Analytical Engines', role: 'Seller', topics: ['Wood'], news: false },
      termsAccepted: true,
      website: '',
    });
    // The organiser's thanks text, once; no second "check your inbox" of our own beside it.
    expect(screen.getAllByText('See you in June!')).toHaveLength(1);
    expect(screen.queryByText(/check your inbox/)).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Thank you for registering' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign me up' })).toBeNull();
  });

  it('says to check the inbox when the page has no thanks text', async () => {
    const user = userEvent.setup();
    show('/r/summer-expo', (f) =>
      f.on(PAGE, buildPublicPage({ page: { thanksText: '' } })).on(REGISTER, { status: 'registered' }),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findAllByText(/check your inbox/)).toHaveLength(1);
  });

  it('says so when the address was registered already', async () => {
    const user = userEvent.setup();
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()).on(REGISTER, { status: 'resent' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText(/sent the confirmation link again/)).toBeTruthy();
    expect(screen.getAllByText('See you in June!')).toHaveLength(1);
  });

  it('shows the server’s field errors under the fields', async () => {
    const user = userEvent.setup();
    show('/r/summer-expo', (f) =>
      f.on(PAGE, buildPublicPage()).on(REGISTER, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { email: 'validation.email', 'answers.company': 'validation.maxLength' } },
      }),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email address/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    const company = screen.getByLabelText(/^Company/);
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(company.getAttribute('aria-describedby')!.split(' ')[1])?.textContent,
    ).toBe('This text is too long');
  });

  it.each([
    ['REGISTRATION_FULL', 'Registration is full'],
    ['REGISTRATION_CLOSED', 'Registration is closed'],
  ] as const)('answers %s with its view, focused', async (errorKey, title) => {
    const user = userEvent.setup();
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()).on(REGISTER, { errorKey }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    const heading = await screen.findByRole('heading', { name: title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('button', { name: 'Sign me up' })).toBeNull();
  });

  it('asks politely to wait after too many attempts, keeping the form', async () => {
    const user = userEvent.setup();
    show('/r/summer-expo', (f) => f.on(PAGE, buildPublicPage()).on(REGISTER, { errorKey: 'RATE_LIMITED' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('Too many attempts. Please try again in a minute.')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
  });
});

describe('confirming', () => {
  it('confirms with the token from the link and shows the confirmation text', async () => {
    const fake = show('/r/summer-expo/confirm?token=tok-1234567890', (f) =>
      f.on(PAGE, buildPublicPage()).on(CONFIRM, {
        pageCode: 'summer-expo',
        eventOpen: true,
        text: '<p>Confirmed, come in.</p>',
        firstName: 'Ada',
      }),
    );
    const heading = await screen.findByRole('heading', { name: 'Registration confirmed' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Confirmed, come in.')).toBeTruthy();
    expect(fake.calls(CONFIRM).map((c) => c.body)).toEqual([{ token: 'tok-1234567890' }]);
    expect(fake.calls(REGISTER)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Sign me up' })).toBeNull();
    // The event is open: the same personal token enters the venue.
    expect(screen.getByRole('link', { name: 'Enter the event' }).getAttribute('href')).toBe(
      '/v/summer-expo?token=tok-1234567890',
    );
  });

  it('offers no way in while the event is closed', async () => {
    show('/r/summer-expo/confirm?token=tok-closed-12345', (f) =>
      f.on(PAGE, buildPublicPage()).on(CONFIRM, {
        pageCode: 'summer-expo',
        eventOpen: false,
        text: '<p>Opens in May.</p>',
        firstName: 'Ada',
      }),
    );
    expect(await screen.findByText('Opens in May.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Enter the event' })).toBeNull();
  });

  it('says clearly when the link is not valid', async () => {
    show('/r/summer-expo/confirm?token=tok-expired-0000', (f) =>
      f.on(PAGE, buildPublicPage()).on(CONFIRM, { errorKey: 'EMAIL_CONFIRMATION_TOKEN_IS_INVALID' }),
    );
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the registration page' }).getAttribute('href')).toBe(
      '/r/summer-expo',
    );
  });
});
