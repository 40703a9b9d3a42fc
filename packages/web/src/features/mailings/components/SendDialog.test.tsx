import { eventsApi, mailingsApi, regpagesApi, usersApi } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import MailingPage from '../pages/MailingPage';
import { buildUser } from '../../users/testing';
import { EV1, EV2, EVENTS, PREVIEW, buildMailing, regPageAnswer } from '../testing';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The event's start, to the minute. */
const startIn = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);
const dateTime = (d: Date) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(d);

/** The draft editor of a mailing to `eventIds` whose first event starts at `startsAt`; the send dialog opened. */
async function openDialog(options: {
  eventIds?: string[];
  startsAt: Date | null;
  setup?: (fake: FakeApi) => void;
}) {
  const draft = buildMailing({ eventIds: options.eventIds ?? [EV1] });
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) })
    .on(eventsApi.list, { events: EVENTS })
    .on(mailingsApi.get, { mailing: draft })
    .on(mailingsApi.recipients, { recipients: 42, suppressed: 0 })
    .on(mailingsApi.preview, PREVIEW)
    .on(mailingsApi.deliveries, { deliveries: [], total: 0 })
    .on(regpagesApi.get, regPageAnswer(options.startsAt?.toISOString() ?? null))
    .on(mailingsApi.send, ({ body }) => ({
      mailing: buildMailing({
        status: 'scheduled',
        relativeMinutes: body.relativeMinutes ?? null,
        sendAt: new Date(
          (options.startsAt?.getTime() ?? 0) + (body.relativeMinutes ?? 0) * 60_000,
        ).toISOString(),
      }),
    }));
  options.setup?.(fake);
  renderAt(<MailingPage />, '/mailings/:id', `/mailings/${draft.id}`, ['/mailings']);
  await screen.findByRole('form', { name: 'Mailing' });
  await userEvent.click(screen.getByRole('button', { name: 'Send…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send mailing' });
  return { fake, dialog };
}

const chooseRelative = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('radio', { name: 'Relative to the event start' }));

async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('SendDialog: relative to the event start', () => {
  it('schedules "1 day before the start", showing the moment it goes', async () => {
    const start = startIn(3 * DAY);
    const { fake, dialog } = await openDialog({ startsAt: start });
    await chooseRelative(dialog);
    const dayBefore = new Date(start.getTime() - DAY);
    expect(
      await within(dialog).findByText(
        `Goes out on ${dateTime(dayBefore)} (the event starts on ${dateTime(start)}).`,
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText("If the event's start changes, the reminder moves with it."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule reminder' }));
    expect(await screen.findByText(`The reminder is scheduled for ${dateTime(dayBefore)}.`)).toBeTruthy();
    expect(fake.calls(mailingsApi.send).map((c) => c.body)).toEqual([{ relativeMinutes: -1440 }]);
    expect(fake.calls(regpagesApi.get).map((c) => c.params)).toEqual([{ id: EV1 }]);
  }, 30_000);

  it('offers the presets and a custom number of hours or days before or after', async () => {
    const start = startIn(3 * DAY);
    const { fake, dialog } = await openDialog({ startsAt: start });
    await chooseRelative(dialog);
    const moment = within(dialog).getByLabelText('Moment', { selector: 'input' });
    await userEvent.click(moment);
    const listbox = await waitFor(() => {
      const el = document.getElementById(moment.getAttribute('aria-controls') ?? '');
      if (!el) throw new Error('no listbox yet');
      return el;
    });
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      '1 week before the start',
      '1 day before the start',
      '1 hour before the start',
      '1 day after the start',
      'Custom…',
    ]);
    await userEvent.click(await screen.findByRole('option', { name: 'Custom…', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '3' } });
    await pick(dialog, 'Unit', 'Hours');
    await pick(dialog, 'Before or after', 'After the start');
    expect(
      await within(dialog).findByText(
        new RegExp(`^Goes out on ${dateTime(new Date(start.getTime() + 3 * HOUR))}`),
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule reminder' }));
    await waitFor(() => expect(fake.calls(mailingsApi.send)).toHaveLength(1));
    expect(fake.calls(mailingsApi.send)[0]?.body).toEqual({ relativeMinutes: 180 });
  }, 30_000);

  it('is not offered for a mailing of two events, and says why', async () => {
    const { fake, dialog } = await openDialog({ eventIds: [EV1, EV2], startsAt: startIn(DAY) });
    const radio = within(dialog).getByRole('radio', { name: 'Relative to the event start' });
    expect(radio.matches(':disabled')).toBe(true);
    expect(
      within(dialog).getByText('A reminder follows one event: choose exactly one event for this mailing.'),
    ).toBeTruthy();
    expect(fake.calls(regpagesApi.get)).toHaveLength(0);
  }, 30_000);

  it('refuses an event without start, without calling the server', async () => {
    const noStart = await openDialog({ startsAt: null });
    await chooseRelative(noStart.dialog);
    expect(
      await within(noStart.dialog).findByText(
        'The event has no start date yet. Set it on its registration page first.',
      ),
    ).toBeTruthy();
    const button = within(noStart.dialog).getByRole('button', { name: 'Schedule reminder' });
    expect(button.matches(':disabled')).toBe(true);
    expect(noStart.fake.calls(mailingsApi.send)).toHaveLength(0);
  }, 30_000);

  it('says so when "1 day before" has passed already (the event starts in 2 hours)', async () => {
    const { fake, dialog } = await openDialog({ startsAt: startIn(2 * HOUR) });
    await chooseRelative(dialog);
    expect(
      await within(dialog).findByText(
        'This moment has already passed, so the reminder would go out at once. Choose a later one.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schedule reminder' }).matches(':disabled')).toBe(true);
    // One hour before is still ahead.
    await pick(dialog, 'Moment', '1 hour before the start');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Schedule reminder' }).matches(':disabled')).toBe(
        false,
      ),
    );
    expect(fake.calls(mailingsApi.send)).toHaveLength(0);
  }, 30_000);

  it("shows the server's reason when it refuses the reminder", async () => {
    const { dialog } = await openDialog({
      startsAt: startIn(3 * DAY),
      setup: (f) =>
        f.on(mailingsApi.send, {
          errorKey: 'VALIDATION_FAILED',
          results: { fields: { relativeMinutes: 'mailings.reminder.errors.noStart' } },
        }),
    });
    await chooseRelative(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Schedule reminder' }));
    expect(
      await within(dialog).findByText(
        'The event has no start date yet. Set it on its registration page first.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Something went wrong')).toBeNull();
  }, 30_000);
});
