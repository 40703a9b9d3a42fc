import { type Mailing, MailingUpdateRequest, eventsApi, mailingsApi, usersApi } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import { EV1, EV2, EVENTS, PREVIEW, buildMailing } from '../testing';
import MailingPage from './MailingPage';

afterEach(() => vi.unstubAllGlobals());

// The rich text editor scrolls its cursor into view; jsdom's ranges have no layout to measure.
const hasRangeRects = 'getClientRects' in Range.prototype;
beforeAll(() => {
  if (hasRangeRects) return;
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('div').getBoundingClientRect();
});
afterAll(() => {
  if (hasRangeRects) return;
  Reflect.deleteProperty(Range.prototype, 'getClientRects');
  Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
});

const DRAFT = buildMailing();
const STARTER = { data: buildUser({ plan: 'starter', premium: true }) };

/** PUT answer: the body (read by the contract's schema) saved with the next version; a null text made "from the html". */
const saved = (sent: unknown): { mailing: Mailing } => {
  const body = MailingUpdateRequest.parse(sent);
  return {
    mailing: {
      ...DRAFT,
      ...body,
      text: body.text ?? 'made from the html',
      textIsCustom: body.text !== null,
      version: body.version + 1,
    },
  };
};

/** The editor of DRAFT (or `url`) for a starter account; `setup` changes the answers first. */
const render = (setup: (fake: FakeApi) => void = () => {}, url = `/mailings/${DRAFT.id}`) => {
  const fake = fakeApi()
    .on(usersApi.me, STARTER)
    .on(eventsApi.list, { events: EVENTS })
    .on(mailingsApi.get, { mailing: DRAFT })
    .on(mailingsApi.recipients, { recipients: 42, suppressed: 3 })
    .on(mailingsApi.preview, PREVIEW)
    .on(mailingsApi.deliveries, { deliveries: [], total: 0 })
    .on(mailingsApi.update, ({ body }) => saved(body));
  setup(fake);
  const isNew = url === '/mailings/new';
  const others = ['/mailings', '/subscription', '/404', ...(isNew ? ['/mailings/:id'] : [])];
  const rendered = renderAt(<MailingPage />, isNew ? '/mailings/new' : '/mailings/:id', url, others);
  return { fake, ...rendered };
};

const loaded = () => screen.findByRole('form', { name: 'Mailing' });
const plainText = () => screen.getByRole('textbox', { name: 'Plain text' }) as HTMLTextAreaElement;

describe('MailingPage: the draft editor', () => {
  it('shows the live recipient count and the preview in a sandboxed frame', async () => {
    const { fake } = render();
    await loaded();
    expect(await screen.findByText('42 recipients · 3 unsubscribed or bounced left out')).toBeTruthy();
    expect(fake.calls(mailingsApi.recipients).map((c) => c.body)).toEqual([
      { eventIds: [EV1], segment: { kind: 'all' } },
    ]);
    const frame = await screen.findByTitle('Preview of the message');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello Grace</p>');
    expect(screen.getByText('With the values of Grace Hopper (grace@example.com)')).toBeTruthy();
    expect(fake.calls(mailingsApi.preview).map((c) => c.body)).toEqual([{ participantId: null }]);
    expect(plainText().value).toBe('Hello {{firstname}}');
  }, 30_000);

  it('asks the count again when the segment changes, once the answer is complete', async () => {
    const { fake } = render();
    await loaded();
    await screen.findByText('42 recipients · 3 unsubscribed or bounced left out');
    await userEvent.click(screen.getByLabelText('Who gets it', { selector: 'input' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Participants with a given profile answer', hidden: true }),
    );
    expect(
      await screen.findByText('Enter the profile field and the answer to count the recipients.'),
    ).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^Profile field/ }), 'Role');
    await userEvent.type(screen.getByRole('textbox', { name: /^Answer/ }), 'Exhibitor');
    await waitFor(() =>
      expect(fake.calls(mailingsApi.recipients).at(-1)?.body).toEqual({
        eventIds: [EV1],
        segment: { kind: 'answer', label: 'Role', value: 'Exhibitor' },
      }),
    );
    // debounced: no request for each letter typed
    expect(fake.calls(mailingsApi.recipients).length).toBeLessThan(4);
  }, 30_000);

  it('saves with the version: the plain text null until written, custom when typed, null again after reset', async () => {
    const { fake } = render();
    await loaded();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Doors open at nine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The mailing was saved.')).toBeTruthy();
    expect(fake.calls(mailingsApi.update)[0]).toEqual({
      params: { id: DRAFT.id },
      query: {},
      body: {
        name: 'Spring reminder',
        subject: 'Doors open at nine',
        html: '<p>Hello {{firstname}}</p>',
        text: null,
        eventIds: [EV1],
        segment: { kind: 'all' },
        trackClicks: true,
        version: 3,
      },
    });
    await waitFor(() => expect(plainText().value).toBe('made from the html'));

    fireEvent.change(plainText(), { target: { value: 'Hi there' } });
    expect(screen.getByText('Written by you: changes to the message no longer change it.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(mailingsApi.update)).toHaveLength(2));
    expect(fake.calls(mailingsApi.update)[1]?.body).toMatchObject({ text: 'Hi there', version: 4 });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Reset to the text made from the message' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(mailingsApi.update)).toHaveLength(3));
    expect(fake.calls(mailingsApi.update)[2]?.body).toMatchObject({ text: null, version: 5 });
  }, 30_000);

  it('inserts placeholders into the message, and into the plain text when that was focused', async () => {
    const { fake } = render();
    await loaded();
    const group = screen.getByRole('group', { name: 'Insert into the message' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('title')),
    ).toEqual([
      '{{firstname}}',
      '{{lastname}}',
      '{{unsubscribe}}',
      '{{venuelink}}',
      '{{eventname}}',
      '{{eventstart}}',
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Event name' }));

    const plain = plainText();
    fireEvent.change(plain, { target: { value: 'Dear , welcome' } });
    fireEvent.focus(plain);
    plain.setSelectionRange(5, 5);
    const textGroup = await screen.findByRole('group', { name: 'Insert into the plain text' });
    await userEvent.click(within(textGroup).getByRole('button', { name: 'First name' }));
    await waitFor(() => expect(plain.value).toBe('Dear {{firstname}}, welcome'));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(mailingsApi.update)).toHaveLength(1));
    const body = fake.calls(mailingsApi.update)[0]?.body;
    expect(body?.html).toContain('{{eventname}}');
    expect(body?.text).toBe('Dear {{firstname}}, welcome');
  }, 30_000);

  it('shows the reload notice on STALE_VERSION and reloads the saved mailing', async () => {
    const { fake } = render((f) =>
      f
        .on(mailingsApi.update, { errorKey: 'STALE_VERSION' })
        .on(
          mailingsApi.get,
          { mailing: DRAFT },
          { mailing: { ...DRAFT, name: 'Renamed elsewhere', version: 4 } },
        ),
    );
    await loaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else saved this meanwhile')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
        'Renamed elsewhere',
      ),
    );
    expect(fake.calls(mailingsApi.update)).toHaveLength(1);
  }, 30_000);

  it('sends a test to me and says to which address', async () => {
    const { fake } = render((f) => f.on(mailingsApi.test, {}));
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test was sent to ada@acme-events.com.')).toBeTruthy();
    expect(fake.calls(mailingsApi.test).map((c) => c.params)).toEqual([{ id: DRAFT.id }]);
    // nothing was unsaved: no save first
    expect(fake.calls(mailingsApi.update)).toHaveLength(0);
  }, 30_000);

  it('sends now (sendAt null) after a confirm with the count, then shows the progress', async () => {
    const sending = buildMailing({
      status: 'sending',
      sendAt: '2027-02-04T10:00:00.000Z',
      progress: { recipients: 42, sent: 0, failed: 0, remaining: 42, ratePerSecond: 0, clicked: 0 },
    });
    const { fake } = render((f) => f.on(mailingsApi.send, { mailing: sending }));
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send mailing' });
    expect(
      await within(dialog).findByText('42 recipients · 3 unsubscribed or bounced left out'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sending has started.')).toBeTruthy();
    expect(fake.calls(mailingsApi.send)).toEqual([
      { params: { id: DRAFT.id }, query: {}, body: { sendAt: null } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Progress' })).toBeTruthy();
  }, 30_000);

  it('schedules at a wall time, sent without offset (the UTC-timezone header names the zone)', async () => {
    const { fake } = render((f) =>
      f.on(mailingsApi.send, {
        mailing: buildMailing({ status: 'scheduled', sendAt: '2027-03-01T08:30:00.000Z' }),
      }),
    );
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send mailing' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'At a date and time' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(fake.calls(mailingsApi.send)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Date and time/), {
      target: { value: '2027-03-01T09:30' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(fake.calls(mailingsApi.send)).toHaveLength(1));
    expect(fake.calls(mailingsApi.send)[0]?.body).toEqual({ sendAt: '2027-03-01T09:30' });
    const headers = new Headers(fake.fetchMock.mock.calls.at(-1)?.[1]?.headers);
    expect(headers.get('UTC-timezone')).toBe(String(-new Date().getTimezoneOffset() / 60));
  }, 30_000);

  it('on the free plan opens the subscribers-only modal instead of sending or testing', async () => {
    const { fake } = render((f) => f.on(usersApi.me, { data: buildUser() }));
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send mailing' });
    expect(within(dialog).getByText('Only subscribed users can send emails')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/subscription?plan=starter',
    );
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('Only subscribed users can send emails')).toBeTruthy();
    expect(fake.calls(mailingsApi.send)).toHaveLength(0);
    expect(fake.calls(mailingsApi.test)).toHaveLength(0);
  }, 30_000);

  it('creates a new mailing with POST and moves to its address', async () => {
    const created = buildMailing({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: 'Fresh', version: 1 });
    const { fake, router } = render(
      (f) => f.on(mailingsApi.create, { mailing: created }).on(mailingsApi.get, { mailing: created }),
      '/mailings/new',
    );
    await loaded();
    expect(screen.getByRole('button', { name: 'Send…' }).matches(':disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toBeTruthy();
    expect(fake.calls(mailingsApi.create)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Fresh');
    await userEvent.click(screen.getByLabelText('Events', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Summit 2027', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(mailingsApi.create)).toHaveLength(1));
    expect(fake.calls(mailingsApi.create)[0]?.body).toEqual({
      name: 'Fresh',
      subject: '',
      html: '',
      text: null,
      eventIds: [EV2],
      segment: { kind: 'all' },
      trackClicks: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mailings/${created.id}`));
  }, 30_000);
});
