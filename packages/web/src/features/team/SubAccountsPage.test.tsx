import {
  type EventCard,
  type SubAccount,
  type SubAccountListResults,
  eventsApi,
  teamApi,
  usersApi,
} from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { EVENT, renderAt } from '../editor/testing';
import { buildUser } from '../users/testing';
import SubAccountsPage from './SubAccountsPage';

afterEach(() => vi.unstubAllGlobals());

const person = (n: number, over: Partial<SubAccount> = {}): SubAccount => ({
  id: `s${n}`,
  email: `person${n}@acme-events.com`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  roleDescription: '',
  status: 'invited',
  eventIds: null,
  lastLoginAt: null,
  invitedAt: '2027-02-01T10:00:00.000Z',
  ...over,
});

const TEAM: SubAccountListResults = {
  subAccounts: [
    person(1, {
      roleDescription: 'Booth manager',
      status: 'active',
      lastLoginAt: '2027-02-03T09:30:00.000Z',
    }),
    person(2, { eventIds: ['ev1'] }),
  ],
  limit: 5,
  left: 3,
};

const card = (id: string, name: string): EventCard => ({
  ...EVENT,
  id,
  name,
  roomCount: 1,
  boothCount: 0,
  coverDesignId: null,
  startRoomDesignId: null,
  registrations: 0,
  registrationLimit: null,
});
const EVENTS = [card('ev1', 'Client fair'), card('ev2', 'Summit 2027'), card('ev3', 'Webinar')];

/** The page of a business main account with the team above; `setup` changes the answers. */
const render = (setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser({ plan: 'business', business: true, maxSubAccounts: 5 }) })
    .on(teamApi.list, TEAM)
    .on(eventsApi.list, { events: EVENTS })
    .on(teamApi.resend, { subAccount: person(2) })
    .on(teamApi.remove, {});
  setup(fake);
  const rendered = renderAt(<SubAccountsPage />, '/sub-accounts', '/sub-accounts');
  return { fake, ...rendered };
};

/** Opens a row's actions menu and chooses an item (jsdom: the dropdown counts as hidden). */
async function chooseAction(name: string, item: string) {
  await waitFor(() => expect(document.querySelector('[role=menu]')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: `Actions: ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item, hidden: true }));
}

describe('SubAccountsPage', () => {
  it('lists the team with role, status, last login or never, and how many are left', async () => {
    render();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Sub-accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const active = within(rows[1] as HTMLElement);
    expect(active.getByText('First1 Last1')).toBeTruthy();
    expect(active.getByText('person1@acme-events.com')).toBeTruthy();
    expect(active.getByText('Booth manager')).toBeTruthy();
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.getByText('All events')).toBeTruthy();
    expect(active.getByText(/2027/)).toBeTruthy();
    const invited = within(rows[2] as HTMLElement);
    expect(invited.getByText('Invited')).toBeTruthy();
    expect(invited.getByText('Never')).toBeTruthy();
    expect(await invited.findByText('Client fair')).toBeTruthy();
    expect(screen.getByText('3 of 5 sub-accounts left')).toBeTruthy();
    const meter = screen.getByRole('progressbar', {
      name: "Sub-accounts: share of your plan's limit in use",
    });
    expect(meter.getAttribute('aria-valuetext')).toBe('2 of 5 in use');
    expect(screen.queryByText(/plan's limit is reached/)).toBeNull();
  });

  it('shows cards instead of the table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof matchMedia;
    try {
      render();
      const list = await screen.findByRole('list', { name: 'Sub-accounts' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(within(list).getByText('Last login: Never')).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Actions: First2 Last2' })).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says what to do when nobody is invited yet', async () => {
    render((f) => f.on(teamApi.list, { subAccounts: [], limit: 2, left: 2 }));
    expect(await screen.findByRole('heading', { name: 'No sub-accounts yet' })).toBeTruthy();
    expect(screen.getByText('2 of 2 sub-accounts left')).toBeTruthy();
  });

  it('adds a sub-account, showing the server’s field error on the email first', async () => {
    const { fake } = render((f) =>
      f.on(
        teamApi.create,
        { errorKey: 'VALIDATION_FAILED', results: { fields: { email: 'validation.alreadyUsed' } } },
        { subAccount: person(3) },
      ),
    );
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // the shared schema's rules first, without a call
    expect(within(dialog).getAllByText('Required').length).toBe(3);
    expect(fake.calls(teamApi.create)).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByLabelText('Email', { selector: 'input' }),
      'Grace@Acme-Events.com',
    );
    await userEvent.type(within(dialog).getByLabelText('First name', { selector: 'input' }), 'Grace');
    await userEvent.type(within(dialog).getByLabelText('Last name', { selector: 'input' }), 'Hopper');
    await userEvent.type(
      within(dialog).getByLabelText('Role description', { selector: 'input' }),
      'Booth manager',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Already used')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to grace@acme-events.com.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls(teamApi.create).at(-1)?.body).toEqual({
      email: 'grace@acme-events.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      roleDescription: 'Booth manager',
      eventIds: null,
    });
    // the list is asked again
    await waitFor(() => expect(fake.calls(teamApi.list).length).toBeGreaterThan(1));
  }, 15_000);

  it('puts a free-mail refusal (EMAIL_IS_IN_BLACK_LIST) on the email field', async () => {
    render((f) => f.on(teamApi.create, { errorKey: 'EMAIL_IS_IN_BLACK_LIST' }));
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-account' });
    await userEvent.type(within(dialog).getByLabelText('Email', { selector: 'input' }), 'grace@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('First name', { selector: 'input' }), 'Grace');
    await userEvent.type(within(dialog).getByLabelText('Last name', { selector: 'input' }), 'Hopper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter a business email address')).toBeTruthy();
  });

  it('shows the upgrade prompt instead of the form when the plan has no sub-account left', async () => {
    const { fake } = render((f) => f.on(teamApi.list, { ...TEAM, limit: 2, left: 0 }));
    expect(await screen.findByText('0 of 2 sub-accounts left')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /^Sub-accounts/ }).getAttribute('aria-valuenow')).toBe(
      '2',
    );
    expect(screen.getByText(/Your plan's limit is reached/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-account' });
    expect(within(dialog).getByText('Your plan’s sub-accounts are used up')).toBeTruthy();
    expect(within(dialog).getByText(/All 2 sub-accounts of your plan are in use/)).toBeTruthy();
    expect((await within(dialog).findByRole('link', { name: 'Upgrade plan' })).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(within(dialog).queryByLabelText('Email', { selector: 'input' })).toBeNull();
    expect(fake.calls(teamApi.create)).toHaveLength(0);
  });

  it('on the free plan the add button shows that sub-accounts need a paid plan', async () => {
    render((f) => f.on(teamApi.list, { subAccounts: [], limit: 0, left: 0 }));
    expect(await screen.findByText('Your plan includes no sub-accounts')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add sub-account' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-account' });
    expect(within(dialog).getByText('Sub-accounts need a paid plan')).toBeTruthy();
    expect(within(dialog).getByText(/come with the Starter and Business plans/)).toBeTruthy();
  });

  it('turns the form into the upgrade prompt when the server refuses with PREMIUM_REQUIRED', async () => {
    render((f) => f.on(teamApi.create, { errorKey: 'PREMIUM_REQUIRED' }));
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Add sub-account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-account' });
    await userEvent.type(
      within(dialog).getByLabelText('Email', { selector: 'input' }),
      'grace@acme-events.com',
    );
    await userEvent.type(within(dialog).getByLabelText('First name', { selector: 'input' }), 'Grace');
    await userEvent.type(within(dialog).getByLabelText('Last name', { selector: 'input' }), 'Hopper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/All 5 sub-accounts of your plan are in use/)).toBeTruthy();
  });

  it('edits names and role with the email read-only', async () => {
    const { fake } = render((f) =>
      f.on(teamApi.update, { subAccount: person(1, { firstName: 'Ada', roleDescription: 'Host' }) }),
    );
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await chooseAction('First1 Last1', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit sub-account' });
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('person1@acme-events.com');
    expect(email.readOnly).toBe(true);
    const first = within(dialog).getByLabelText('First name', { selector: 'input' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Ada');
    const role = within(dialog).getByLabelText('Role description', { selector: 'input' });
    await userEvent.clear(role);
    await userEvent.type(role, 'Host');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ada Last1 was saved.')).toBeTruthy();
    expect(fake.calls(teamApi.update)).toEqual([
      {
        params: { id: 's1' },
        query: {},
        body: { firstName: 'Ada', lastName: 'Last1', roleDescription: 'Host', eventIds: null },
      },
    ]);
  });

  it('gives a person chosen events only, and back every event', async () => {
    const { fake } = render((f) => f.on(teamApi.update, { subAccount: person(2) }));
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await chooseAction('First2 Last2', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit sub-account' });
    const chosen = within(dialog).getByRole('radio', { name: 'Chosen events only' }) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    // The chosen event shows as a pill; another is added from the searchable list.
    expect(await within(dialog).findByText('Client fair')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Events', { selector: 'input' }), 'Summ');
    await userEvent.click(await screen.findByRole('option', { name: 'Summit 2027', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(teamApi.update)).toHaveLength(1));
    expect(fake.calls(teamApi.update)[0]?.body).toMatchObject({ eventIds: ['ev1', 'ev2'] });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await chooseAction('First2 Last2', 'Edit');
    const again = await screen.findByRole('dialog', { name: 'Edit sub-account' });
    await userEvent.click(
      within(again).getByRole('radio', { name: 'All events of the account, also new ones' }),
    );
    expect(within(again).queryByLabelText('Events', { selector: 'input' })).toBeNull();
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(teamApi.update)).toHaveLength(2));
    expect(fake.calls(teamApi.update)[1]?.body).toMatchObject({ eventIds: null });
  }, 15_000);

  it('resends the invitation of an invited person only, with a toast', async () => {
    const { fake } = render();
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions: First1 Last1' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Resend invitation', hidden: true })).toBeNull();
    await userEvent.keyboard('{Escape}');

    await chooseAction('First2 Last2', 'Resend invitation');
    expect(
      await screen.findByText(
        'A new invitation was sent to person2@acme-events.com. The earlier link no longer works.',
      ),
    ).toBeTruthy();
    expect(fake.calls(teamApi.resend).map((c) => c.params)).toEqual([{ id: 's2' }]);
  });

  it('removes a person after a confirmation that names them and keeps their work', async () => {
    const { fake } = render();
    await screen.findByRole('table', { name: 'Sub-accounts' });
    await chooseAction('First1 Last1', 'Remove sub-account');
    const dialog = await screen.findByRole('dialog', { name: 'Remove sub-account?' });
    expect(within(dialog).getByText(/First1 Last1 \(person1@acme-events.com\)/).textContent).toContain(
      'stay with your account',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.calls(teamApi.remove)).toHaveLength(0);

    await chooseAction('First1 Last1', 'Remove sub-account');
    const again = await screen.findByRole('dialog', { name: 'Remove sub-account?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Remove sub-account' }));
    expect(await screen.findByText('First1 Last1 was removed.')).toBeTruthy();
    expect(fake.calls(teamApi.remove).map((c) => c.params)).toEqual([{ id: 's1' }]);
  }, 15_000);
});
