import { usersApi, webcastsApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { matchMediaOf } from '../../../test/media';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import WebcastPage from '../pages/WebcastPage';
import { buildWebcastDetail, buildWebcastUser } from '../testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const GRACE = buildWebcastUser();
const ALAN = buildWebcastUser({
  id: 'wu2',
  displayName: 'Alan Turing',
  email: 'alan@acme-events.com',
  role: 'moderator',
  status: 'invited',
  lastLoginAt: null,
});

/** The page of webcast wc1 with Grace (active speaker) and Alan (invited moderator); `setup` changes the answers. */
function render(setup: (fake: FakeApi) => void = () => {}) {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser() })
    .on(webcastsApi.get, { webcast: buildWebcastDetail() })
    .on(webcastsApi.users, { users: [GRACE, ALAN] });
  setup(fake);
  const rendered = renderAt(<WebcastPage />, '/webcasts/:id', '/webcasts/wc1', ['/webcasts', '/404']);
  return { fake, ...rendered };
}

const section = () => screen.findByRole('region', { name: 'People in the console' });

/** Opens the row menu of a person and chooses an action. */
async function choose(name: string, action: string) {
  // A menu still closing would swallow the click that opens the next one.
  await waitFor(() => expect(document.querySelector('[role=menu]')).toBeNull());
  await userEvent.click(await screen.findByRole('button', { name: `Actions: ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}

/** A window as window.open answers it: its address is set once the token has come. */
function fakeWindow() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
}

describe('WebcastPeople (the people of the webcast’s console)', () => {
  it('lists each person with role, status and last login', async () => {
    render();
    const people = await section();
    const table = await within(people).findByRole('table', { name: 'People in the console' });
    const [, grace, alan] = within(table).getAllByRole('row');
    expect(within(grace!).getByText('Grace Hopper')).toBeTruthy();
    expect(within(grace!).getByText('grace@acme-events.com')).toBeTruthy();
    expect(within(grace!).getByText('Speaker')).toBeTruthy();
    expect(within(grace!).getByText('Active')).toBeTruthy();
    expect(within(grace!).getByText(/2027/)).toBeTruthy();
    expect(within(alan!).getByText('Moderator')).toBeTruthy();
    expect(within(alan!).getByText('Invited')).toBeTruthy();
    expect(within(alan!).getByText('Never')).toBeTruthy();
  });

  it('shows cards instead of the table on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = matchMediaOf(() => true);
    try {
      render();
      const cards = await screen.findByRole('list', { name: 'People in the console' });
      expect(screen.queryByRole('table', { name: 'People in the console' })).toBeNull();
      expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
      expect(within(cards).getByText('Last login: Never')).toBeTruthy();
      expect(within(cards).getByRole('button', { name: 'Actions: Alan Turing' })).toBeTruthy();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says what to do when nobody is in the console yet', async () => {
    render((f) => f.on(webcastsApi.users, { users: [] }));
    const people = await section();
    expect(await within(people).findByText('Nobody in the console yet')).toBeTruthy();
    expect(within(people).getAllByRole('button', { name: 'Add person' })).toHaveLength(2);
  });

  it('adds a person with a role, showing the server’s field error on the email first', async () => {
    const { fake } = render((f) =>
      f.on(
        webcastsApi.addUser,
        { errorKey: 'VALIDATION_FAILED', results: { fields: { email: 'validation.alreadyUsed' } } },
        { user: buildWebcastUser({ id: 'wu3', displayName: 'Ada', email: 'ada@acme.com', role: 'viewer' }) },
      ),
    );
    await section();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add person' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    // Each role says in one line what it is for.
    expect(within(dialog).getByText(/Runs the broadcast/)).toBeTruthy();
    expect(within(dialog).getByText(/^Presents/)).toBeTruthy();
    expect(within(dialog).getByText('Watches the broadcast.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Ada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@acme.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Viewer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This address is already on this webcast.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to ada@acme.com.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a person' })).toBeNull());
    expect(fake.calls(webcastsApi.addUser).map((c) => [c.params, c.body])).toEqual([
      [{ id: 'wc1' }, { displayName: 'Ada', email: 'ada@acme.com', role: 'viewer' }],
      [{ id: 'wc1' }, { displayName: 'Ada', email: 'ada@acme.com', role: 'viewer' }],
    ]);
    // The list is asked again.
    expect(fake.calls(webcastsApi.users).length).toBeGreaterThan(1);
  });

  it('says plainly when an address has had too many invitations', async () => {
    render((f) => f.on(webcastsApi.addUser, { errorKey: 'RATE_LIMITED' }));
    await section();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add person' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add a person' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Ada');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@acme.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('too many invitation mails in the last hour');
  });

  it('edits the name and role; the email stays', async () => {
    const { fake } = render((f) =>
      f.on(webcastsApi.updateUser, { user: { ...GRACE, displayName: 'Grace B. Hopper', role: 'moderator' } }),
    );
    await section();
    await choose('Grace Hopper', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit person' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(within(dialog).getByRole('radio', { name: /^Speaker/ })).toHaveProperty('checked', true);
    const name = within(dialog).getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace B. Hopper');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Moderator/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Grace B. Hopper was saved.')).toBeTruthy();
    expect(fake.calls(webcastsApi.updateUser).map((c) => [c.params, c.body])).toEqual([
      [
        { id: 'wc1', userId: 'wu1' },
        { displayName: 'Grace B. Hopper', role: 'moderator' },
      ],
    ]);
  });

  it('sends the invitation again, and says so when the address had too many', async () => {
    const { fake } = render((f) =>
      f.on(webcastsApi.resendUser, { user: ALAN }, { errorKey: 'RATE_LIMITED' }),
    );
    await section();
    await choose('Alan Turing', 'Send invitation again');
    expect(await screen.findByText(/A new invitation was sent to alan@acme-events.com/)).toBeTruthy();
    await choose('Alan Turing', 'Send invitation again');
    expect(
      await screen.findByText(
        'alan@acme-events.com has received too many invitation mails in the last hour. Please try again later.',
      ),
    ).toBeTruthy();
    expect(fake.calls(webcastsApi.resendUser).map((c) => c.params)).toEqual([
      { id: 'wc1', userId: 'wu2' },
      { id: 'wc1', userId: 'wu2' },
    ]);
  });

  it('removes a person only after the confirmation', async () => {
    const { fake } = render((f) => f.on(webcastsApi.removeUser, {}));
    await section();
    await choose('Grace Hopper', 'Remove');
    let confirm = await screen.findByRole('dialog', { name: 'Remove this person?' });
    expect(
      within(confirm).getByText(/Grace Hopper \(grace@acme-events.com\) can no longer open the console/),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove this person?' })).toBeNull());
    expect(fake.calls(webcastsApi.removeUser)).toHaveLength(0);
    await choose('Grace Hopper', 'Remove');
    confirm = await screen.findByRole('dialog', { name: 'Remove this person?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Grace Hopper was removed.')).toBeTruthy();
    expect(fake.calls(webcastsApi.removeUser).map((c) => c.params)).toEqual([{ id: 'wc1', userId: 'wu1' }]);
  });

  it('opens the console as a viewer in a window opened in the click, with the token in the fragment only', async () => {
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { fake } = render((f) =>
      f.on(webcastsApi.loginAs, { webcastToken: 'console-token-1', webcastId: 'wc1' }),
    );
    await section();
    await userEvent.click(screen.getByRole('button', { name: 'Open console as…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Viewer/ }));
    await waitFor(() => expect(opened.location.replace).toHaveBeenCalledTimes(1));
    // The blank window came first, in the click; the session was asked for after it.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    const loginAsCall = fake.fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/login-as'));
    expect(open.mock.invocationCallOrder[0]).toBeLessThan(
      fake.fetchMock.mock.invocationCallOrder[loginAsCall]!,
    );
    expect(opened.opener).toBeNull();
    const url = String(opened.location.replace.mock.calls[0]![0]);
    expect(url).toBe(`${window.location.origin}/webcast/wc1#session=console-token-1`);
    expect(url).not.toContain('?');
    expect(fake.calls(webcastsApi.loginAs).map((c) => [c.params, c.body])).toEqual([
      [{ id: 'wc1' }, { role: 'viewer' }],
    ]);
  });

  it('offers a link when the browser blocked the new window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    render((f) => f.on(webcastsApi.loginAs, { webcastToken: 'console-token-2', webcastId: 'wc1' }));
    await section();
    await userEvent.click(screen.getByRole('button', { name: 'Open console as…' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Moderator/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Open the console' });
    const link = within(dialog).getByRole('link', { name: 'Open console as Moderator' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/webcast/wc1#session=console-token-2`);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
