import { eventsApi, mailingsApi, participantsApi, usersApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import MailingPage from '../pages/MailingPage';
import { buildUser } from '../../users/testing';
import { EV1, EV2, EVENTS, PREVIEW, buildMailing, buildParticipant } from '../testing';

afterEach(() => vi.unstubAllGlobals());

const ALAN = buildParticipant({
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  email: 'alan@example.com',
  firstName: 'Alan',
  lastName: 'Turing',
});
const GRACE = buildParticipant();
const ALAN_PREVIEW = {
  ...PREVIEW,
  subject: 'See you tomorrow, Alan',
  html: '<p>Hello Alan</p>',
  text: 'Hello Alan',
  participant: { id: ALAN.id, email: ALAN.email, firstName: 'Alan', lastName: 'Turing' },
};

/** The draft editor of a mailing to `eventIds`; participants searched by name. */
function render(eventIds: string[] = [EV1], setup: (fake: FakeApi) => void = () => {}) {
  const draft = buildMailing({ eventIds });
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) })
    .on(eventsApi.list, { events: EVENTS })
    .on(mailingsApi.get, { mailing: draft })
    .on(mailingsApi.recipients, { recipients: 2, suppressed: 0 })
    .on(mailingsApi.preview, ({ body }) => (body.participantId === ALAN.id ? ALAN_PREVIEW : PREVIEW))
    .on(participantsApi.list, ({ query }) => {
      const all = query.eventId === EV1 ? [GRACE, ALAN] : [];
      const found = all.filter((p) => !query.search || p.firstName.toLowerCase().includes(query.search));
      return { participants: found, total: found.length, fields: [] };
    });
  setup(fake);
  renderAt(<MailingPage />, '/mailings/:id', `/mailings/${draft.id}`, ['/mailings']);
  return { fake };
}

const frame = () => screen.findByTitle('Preview of the message');
const chooser = () =>
  screen.getByLabelText('Show with the values of', { selector: 'input' }) as HTMLInputElement;

describe('MailingPreview: whose values fill the placeholders', () => {
  it('defaults to the first recipient and shows another chosen from a search of the events’ participants', async () => {
    const { fake } = render();
    expect((await frame()).getAttribute('srcdoc')).toBe('<p>Hello Grace</p>');
    await waitFor(() => expect(chooser().value).toBe('Grace Hopper · grace@example.com'));

    await userEvent.clear(chooser());
    await userEvent.type(chooser(), 'alan');
    await waitFor(() =>
      expect(fake.calls(participantsApi.list).at(-1)?.query).toMatchObject({ search: 'alan' }),
    );
    expect(fake.calls(participantsApi.list).at(-1)?.query).toMatchObject({ eventId: EV1, pageSize: '20' });
    await userEvent.click(
      await screen.findByRole('option', { name: 'Alan Turing · alan@example.com', hidden: true }),
    );
    await waitFor(async () => expect((await frame()).getAttribute('srcdoc')).toBe('<p>Hello Alan</p>'));
    expect(fake.calls(mailingsApi.preview).at(-1)?.body).toEqual({ participantId: ALAN.id });
    expect(screen.getByText('With the values of Alan Turing (alan@example.com)')).toBeTruthy();
  }, 30_000);

  it('searches each chosen event', async () => {
    const { fake } = render([EV1, EV2]);
    await frame();
    await waitFor(() =>
      expect(new Set(fake.calls(participantsApi.list).map((c) => c.query.eventId))).toEqual(
        new Set([EV1, EV2]),
      ),
    );
  }, 30_000);

  it('says so when the chosen participant does not get the mailing, and shows the first recipient', async () => {
    render([EV1], (f) =>
      f.on(mailingsApi.preview, ({ body }) =>
        body.participantId === ALAN.id
          ? { errorKey: 'VALIDATION_FAILED', results: { fields: { participantId: 'validation.invalid' } } }
          : PREVIEW,
      ),
    );
    await frame();
    await userEvent.click(chooser());
    await userEvent.click(
      await screen.findByRole('option', { name: 'Alan Turing · alan@example.com', hidden: true }),
    );
    expect(
      await screen.findByText(
        'This participant does not get this mailing (another segment, unsubscribed or bounced). The preview shows the first recipient.',
      ),
    ).toBeTruthy();
    expect((await frame()).getAttribute('srcdoc')).toBe('<p>Hello Grace</p>');
  }, 30_000);
});

describe('MailingEditor: counting opens by link clicks', () => {
  it('is on for a mailing that counts them and saves when turned off', async () => {
    const { fake } = render([EV1], (f) =>
      f.on(mailingsApi.update, ({ body }) => ({
        mailing: buildMailing({ trackClicks: body.trackClicks, version: 4 }),
      })),
    );
    await screen.findByRole('form', { name: 'Mailing' });
    const box = screen.getByRole('checkbox', { name: 'Count opens by link clicks' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(mailingsApi.update)).toHaveLength(1));
    expect(fake.calls(mailingsApi.update)[0]?.body).toMatchObject({ trackClicks: false });
  }, 30_000);
});
