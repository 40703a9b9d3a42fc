import { type RegPage, editorApi, eventsApi, regpagesApi, usersApi } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { USER_ANSWER, renderAt, venueData } from '../editor/testing';
import RegPageEditorPage from './RegPageEditorPage';

afterEach(() => vi.unstubAllGlobals());

const PAGE: RegPage = {
  eventId: 'ev1',
  version: 4,
  pageCode: 'expo2027',
  htmlTitle: 'Register for Expo 2027',
  language: 'en',
  open: true,
  expired: false,
  startsAt: '2027-03-12T09:00:00.000Z',
  dateLine1: '12 March 2027',
  dateLine2: '',
  mainColor: '#1f5fbf',
  labelColor: '#222222',
  font: 'inter',
  headerImageAssetId: null,
  backgroundImageAssetId: null,
  headerImageUrl: null,
  backgroundImageUrl: null,
  mailSubject: 'Your registration',
  mailHtml: '<p>Hello {{firstname}}, confirm: {{authurl}}</p>',
  mailText: 'Hello {{firstname}}, confirm: {{authurl}}',
  description: '<p>Welcome to the trade fair of the year.</p>',
  thanksText: '<p>Thank you!</p>',
  confirmClosedText: '',
  confirmOpenText: '',
  startClosedText: '',
  startOpenText: '',
  expiredText: '<p>This page has expired for good.</p>',
  submitLabel: 'Register now',
  termsText: '',
  legal: {
    imprint: { label: 'Imprint', url: 'https://example.com/imprint' },
    privacy: { label: '', url: '' },
    terms: { label: '', url: '' },
    organizer: { label: '', url: '' },
  },
  updatedAt: '2027-01-01T10:00:00.000Z',
};

/** The venue's programme as the server reads it for the page. */
const PROGRAMME = {
  agenda: [
    {
      date: '2027-05-10',
      title: 'Day 1',
      items: [
        {
          start: '09:00',
          end: '10:00',
          title: 'Opening keynote',
          location: 'Auditorium',
          speakers: ['Ada Lovelace'],
        },
      ],
    },
  ],
  speakers: ['Ada Lovelace', 'Grace Hopper'],
};

const answer = (page: RegPage = PAGE, registrations = 3, registrationLimit: number | null = 5) => ({
  page,
  registrations,
  registrationLimit,
  ...PROGRAMME,
});

/** The editor of ev1's page: the user, the page and the venue answered; `setup` changes the answers first. */
const render = (setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, USER_ANSWER.results)
    .on(regpagesApi.get, answer())
    .on(editorApi.getVenue, venueData());
  setup(fake);
  const rendered = renderAt(<RegPageEditorPage />, '/events/regpage/:id', '/events/regpage/ev1', [
    '/events/list',
  ]);
  return { fake, ...rendered };
};

const preview = () => screen.findByRole('region', { name: 'Preview of the public page' });

async function loaded() {
  return screen.findByRole('textbox', { name: 'Browser tab title' });
}

describe('RegPageEditorPage', () => {
  it('shows the page, the registrations against the limit and a preview of the draft', async () => {
    const { fake } = render();
    await loaded();
    expect(screen.getByText('3 of 5 registrations')).toBeTruthy();
    expect(
      screen.getByText(
        'http://localhost:3000/r/expo2027'.replace('http://localhost:3000', window.location.origin),
      ),
    ).toBeTruthy();
    const region = await preview();
    expect(await within(region).findByText('Welcome to the trade fair of the year.')).toBeTruthy();
    expect(within(region).getByRole('heading', { level: 1 }).textContent).toContain('Expo 2027');
    // The preview's form is inert: its controls are disabled (by their fieldset).
    expect(within(region).getByRole('button', { name: 'Register now' }).matches(':disabled')).toBe(true);
    expect(within(region).getByRole('textbox', { name: /Email/ }).matches(':disabled')).toBe(true);
    // The venue's agenda and speakers, as the public page shows them.
    expect(within(region).getByText('Opening keynote')).toBeTruthy();
    expect(within(region).getByText('Grace Hopper')).toBeTruthy();

    // The draft shows at once, before any save.
    const dateLine = screen.getByRole('textbox', { name: 'Date line 2' });
    await userEvent.type(dateLine, 'Hall 4, Berlin');
    await waitFor(() => expect(within(region).getByText('Hall 4, Berlin')).toBeTruthy());
    await userEvent.clear(screen.getByRole('textbox', { name: 'Submit button label' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Submit button label' }), 'Count me in');
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Count me in' })).toBeTruthy());
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    // Each state's text.
    await userEvent.click(screen.getByRole('radio', { name: 'Expired' }));
    await waitFor(() => expect(within(region).getByText('This page has expired for good.')).toBeTruthy());
    expect(within(region).queryByRole('button', { name: 'Count me in' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Thanks' }));
    await waitFor(() => expect(within(region).getByText('Thank you!')).toBeTruthy());
    expect(fake.calls(regpagesApi.update)).toHaveLength(0);
    expect(fake.unhandled).toEqual([]);
  }, 30_000);

  it('refuses a missing title, a bad colour and a mail without the confirmation link before sending', async () => {
    const { fake } = render();
    const title = await loaded();
    await userEvent.clear(title);
    const color = screen.getByRole('textbox', { name: 'Main colour' });
    await userEvent.clear(color);
    await userEvent.type(color, '#12zz');
    const plain = screen.getByRole('textbox', { name: 'Mail body (plain text)' });
    await userEvent.clear(plain);
    await userEvent.type(plain, 'Hello, welcome');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Please enter a hex colour code, e.g. #1A2B3C')).toBeTruthy();
    const mailError = screen.getByText('The text must contain the confirmation link placeholder (authurl)');
    expect(plain.getAttribute('aria-describedby')).toContain(mailError.id);
    expect(fake.calls(regpagesApi.update)).toHaveLength(0);
  }, 30_000);

  it('inserts a placeholder at the cursor of the plain body', async () => {
    render();
    await loaded();
    const plain = screen.getByRole('textbox', { name: 'Mail body (plain text)' }) as HTMLTextAreaElement;
    fireEvent.change(plain, { target: { value: 'Dear , see {{authurl}}' } });
    plain.focus();
    plain.setSelectionRange(5, 5);
    const group = screen.getByRole('group', { name: 'Placeholders for the plain text body' });
    await userEvent.click(within(group).getByRole('button', { name: 'Insert first name' }));
    await waitFor(() => expect(plain.value).toBe('Dear {{firstname}}, see {{authurl}}'));
  }, 30_000);

  it('saves every field with the version and says so', async () => {
    const { fake } = render((f) =>
      f.on(regpagesApi.update, ({ body }) =>
        answer({ ...PAGE, dateLine2: body.dateLine2 ?? '', version: 5 }),
      ),
    );
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date line 2' }), 'Hall 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(regpagesApi.update)).toHaveLength(1));
    const [put] = fake.calls(regpagesApi.update);
    expect(put?.params).toEqual({ id: 'ev1' });
    const body = put?.body;
    expect(body).toMatchObject({
      version: 4,
      dateLine2: 'Hall 4',
      pageCode: 'expo2027',
      mailSubject: 'Your registration',
    });
    expect(body).not.toHaveProperty('updatedAt');
    expect(await screen.findByText('The registration page has been saved.')).toBeTruthy();
    expect(screen.getByText('All changes are saved.')).toBeTruthy();
  }, 30_000);

  it('shows the stale alert and reloads the page', async () => {
    const { fake } = render((f) =>
      f
        .on(regpagesApi.get, answer(), answer({ ...PAGE, version: 6, htmlTitle: 'Changed elsewhere' }))
        .on(regpagesApi.update, { errorKey: 'STALE_VERSION' }),
    );
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Date line 2' }), 'Hall 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('Someone else saved this meanwhile');
    expect(alert).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Browser tab title' }) as HTMLInputElement).value).toBe(
        'Changed elsewhere',
      ),
    );
    expect(screen.queryByText('Someone else saved this meanwhile')).toBeNull();
    expect(fake.calls(regpagesApi.get)).toHaveLength(2);
  }, 30_000);

  it("shows the server's field error under the page code", async () => {
    render((f) =>
      f.on(eventsApi.validatePageCode, { isValid: true }).on(regpagesApi.update, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { pageCode: 'validation.alreadyUsed' } },
      }),
    );
    await loaded();
    const code = screen.getByRole('textbox', { name: 'Page code' });
    await userEvent.clear(code);
    await userEvent.type(code, 'summit-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText('Already used');
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
  }, 30_000);

  it('checks a typed page code with the server and marks it "Already used"', async () => {
    const { fake } = render((f) => f.on(eventsApi.validatePageCode, { isValid: false }));
    await loaded();
    const code = screen.getByRole('textbox', { name: 'Page code' });
    fireEvent.change(code, { target: { value: 'taken-code' } });
    expect(await screen.findByText('Already used', undefined, { timeout: 3000 })).toBeTruthy();
    const checks = fake.calls(eventsApi.validatePageCode);
    expect(checks.map((c) => [c.params, c.body])).toEqual([[{ id: 'ev1' }, { pageCode: 'taken-code' }]]);
  }, 30_000);

  it('says when the registration page is full', async () => {
    render((f) => f.on(regpagesApi.get, answer(PAGE, 5, 5)));
    await loaded();
    expect(screen.getByText('5 of 5 registrations')).toBeTruthy();
    expect(screen.getByText(/This registration page is full/)).toBeTruthy();
  }, 30_000);
});
