import { type MailingDelivery, eventsApi, mailingsApi, usersApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import MailingPage from '../pages/MailingPage';
import { buildUser } from '../../users/testing';
import { EVENTS, PREVIEW, buildMailing } from '../testing';

afterEach(() => vi.unstubAllGlobals());

const SENDING = buildMailing({
  status: 'sending',
  sendAt: '2027-02-04T10:00:00.000Z',
  progress: { recipients: 200, sent: 120, failed: 10, remaining: 70, ratePerSecond: 12.5, clicked: 30 },
});

const delivery = (n: number, over: Partial<MailingDelivery> = {}): MailingDelivery => ({
  email: `person${n}@example.com`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  status: 'sent',
  attempts: 1,
  response: null,
  sentAt: '2027-02-04T10:00:05.000Z',
  ...over,
});

const render = (setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'starter', premium: true }) })
    .on(eventsApi.list, { events: EVENTS })
    .on(mailingsApi.get, { mailing: SENDING })
    .on(mailingsApi.preview, PREVIEW)
    .on(mailingsApi.deliveries, ({ query }) =>
      query.status === 'failed'
        ? {
            deliveries: [
              delivery(2, {
                status: 'failed',
                attempts: 1,
                response: '550 5.1.1 No such user',
                sentAt: null,
              }),
            ],
            total: 1,
          }
        : {
            deliveries: [
              delivery(1),
              delivery(2, { status: 'failed', response: '550 5.1.1 No such user', sentAt: null }),
            ],
            total: 130,
          },
    );
  setup(fake);
  const rendered = renderAt(<MailingPage />, '/mailings/:id', `/mailings/${SENDING.id}`, ['/mailings']);
  return { fake, ...rendered };
};

describe('MailingPage: the progress of a mailing that left the drafts', () => {
  it('shows the bar and the figures from the progress', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Progress' })).toBeTruthy();
    expect(screen.getByText('130 of 200 mails handled (65%)')).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Sent', '60'],
      ['Failed', '5'],
    ]);
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('70')).toBeTruthy();
    expect(screen.getByText('12.5 mails/s')).toBeTruthy();
    // Opened: the recipients who clicked a link, of those sent.
    expect(screen.getByText('30 (25%)')).toBeTruthy();
    expect(await screen.findByText('Events: Expo 2027')).toBeTruthy();
  });

  it('says when clicks are not counted, and when a reminder goes', async () => {
    render((f) => f.on(mailingsApi.get, { mailing: { ...SENDING, trackClicks: false } }));
    expect(await screen.findByText('Opens are not counted for this mailing.')).toBeTruthy();
    expect(screen.queryByText('30 (25%)')).toBeNull();
  });

  it('shows a scheduled reminder with its offset, or waiting for the event start', async () => {
    const reminder = buildMailing({
      status: 'scheduled',
      relativeMinutes: -1440,
      sendAt: '2027-03-01T09:00:00.000Z',
    });
    render((f) => f.on(mailingsApi.get, { mailing: reminder }, { mailing: { ...reminder, sendAt: null } }));
    expect(await screen.findByText(/^1 day before the start: goes out on Mar 1, 2027/)).toBeTruthy();
    expect(
      await screen.findByText(
        '1 day before the start: waits until the event has a start date (set it on its registration page).',
        {},
        { timeout: 3500 },
      ),
    ).toBeTruthy();
  }, 10_000);

  it('asks the mailing again every 2 s while it is sending', async () => {
    const { fake } = render((f) =>
      f.on(
        mailingsApi.get,
        { mailing: SENDING },
        {
          mailing: {
            ...SENDING,
            status: 'sent',
            progress: { recipients: 200, sent: 190, failed: 10, remaining: 0, ratePerSecond: 0, clicked: 30 },
          },
        },
      ),
    );
    await screen.findByText('130 of 200 mails handled (65%)');
    expect(await screen.findByText('200 of 200 mails handled (100%)', {}, { timeout: 3500 })).toBeTruthy();
    expect(fake.calls(mailingsApi.get)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  }, 10_000);

  it('pauses, then resumes', async () => {
    const paused = { ...SENDING, status: 'paused' as const };
    const { fake } = render((f) =>
      f.on(mailingsApi.pause, { mailing: paused }).on(mailingsApi.resume, { mailing: SENDING }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('The mailing is paused.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(fake.calls(mailingsApi.resume)).toHaveLength(1));
    expect(fake.calls(mailingsApi.pause).map((c) => c.params)).toEqual([{ id: SENDING.id }]);
  });

  it('takes a scheduled mailing back to its draft, which opens in the editor', async () => {
    const scheduled = buildMailing({ status: 'scheduled', sendAt: '2027-03-01T09:00:00.000Z' });
    const draft = { ...scheduled, status: 'draft' as const, sendAt: null, version: scheduled.version + 1 };
    const { fake } = render((f) =>
      f.on(mailingsApi.get, { mailing: scheduled }).on(mailingsApi.unschedule, { mailing: draft }),
    );
    // Nothing went out yet: no recipient list, no speed.
    await screen.findByRole('button', { name: 'Edit (back to draft)' });
    expect(screen.queryByText('Recipients')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit (back to draft)' }));
    expect(await screen.findByText(/The mailing is a draft again/)).toBeTruthy();
    expect(fake.calls(mailingsApi.unschedule).map((c) => c.params)).toEqual([{ id: scheduled.id }]);
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toBeTruthy();
  }, 10_000);

  it('cancels only after a confirmation', async () => {
    const { fake } = render((f) =>
      f.on(mailingsApi.cancel, { mailing: { ...SENDING, status: 'cancelled' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel mailing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this mailing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fake.calls(mailingsApi.cancel)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel mailing' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this mailing?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel mailing' }));
    expect(await screen.findByText('The mailing was cancelled.')).toBeTruthy();
    expect(fake.calls(mailingsApi.cancel).map((c) => c.params)).toEqual([{ id: SENDING.id }]);
  }, 15_000);

  it('lists the recipients with the SMTP answer of failures, filtered by status', async () => {
    const { fake } = render();
    const table = await screen.findByRole('table', { name: 'Recipients' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('550 5.1.1 No such user')).toBeTruthy();
    expect(screen.getByText('130 recipients')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed', hidden: true }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Recipients' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(fake.calls(mailingsApi.deliveries).at(-1)?.query).toEqual({
      status: 'failed',
      offset: '0',
      limit: '50',
    });
  });
});
