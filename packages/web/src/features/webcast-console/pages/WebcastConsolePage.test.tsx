import { webcastConsoleApi } from '@foyer/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../api/session';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { WC1_PLAYBACK_URL, buildConsoleSession } from '../../webcasts/testing';
import WebcastConsolePage from './WebcastConsolePage';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const KEY = 'foyer.webcastToken.wc1';
const INVITATION = 'invitation-token-0123456789';

/**
 * The console of webcast wc1 at `url`, in a browser where an organiser is logged in too (their token
 * must never travel with a console call); `setup` gives the answers.
 */
function render(url: string, setup: (fake: FakeApi) => void = () => {}) {
  const fake = fakeApi({ token: 'organiser-token' });
  setup(fake);
  const rendered = renderAt(<WebcastConsolePage />, '/webcast/:id', url);
  return { fake, ...rendered };
}

/** The request headers of every call the fake received for this path's end. */
const headersOf = (fake: FakeApi, pathEnd: string) =>
  fake.fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(pathEnd))
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('WebcastConsolePage', () => {
  it('takes the "login as" token from the fragment into this tab and out of the address', async () => {
    localStorage.setItem(KEY, 'a-webcast-users-token');
    const { fake, router } = render('/webcast/wc1#session=handed-token', (f) =>
      f.on(webcastConsoleApi.session, {
        session: buildConsoleSession({ displayName: 'Ada Lovelace', organiser: true, role: 'moderator' }),
      }),
    );
    expect(await heading('Main stage')).toBeTruthy();
    expect(sessionStorage.getItem(KEY)).toBe('handed-token');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/webcast/wc1');
    expect(router.state.location.search).toBe('');
    // The tab's session wins over the browser's; the organiser's token stays home.
    const [headers] = headersOf(fake, '/webcast-console/session');
    expect(headers?.webcastToken).toBe('handed-token');
    expect(headers?.authToken).toBeUndefined();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('(organiser)')).toBeTruthy();
    expect(screen.getByText('Moderator')).toBeTruthy();
    expect(document.title).toBe('Main stage · Webcast console · Foyer');
  });

  it('stays logged in with this browser’s token, and shows the state live with since when, asked every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(KEY, 'browser-token');
    const { fake } = render('/webcast/wc1', (f) =>
      f.on(
        webcastConsoleApi.session,
        { session: buildConsoleSession() },
        {
          session: buildConsoleSession({
            webcast: {
              ...buildConsoleSession().webcast,
              status: 'live',
              liveSince: '2027-03-12T09:00:00.000Z',
            },
          }),
        },
      ),
    );
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
    const broadcast = await screen.findByRole('region', { name: 'Broadcast' });
    expect(within(broadcast).getByText('Not started')).toBeTruthy();
    expect(within(broadcast).getByText('The broadcast has not started yet')).toBeTruthy();
    expect(within(broadcast).getByLabelText('Broadcast of Main stage', { selector: 'video' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await within(broadcast).findByText('Live')).toBeTruthy();
    expect(within(broadcast).getByText(/^Live since .*2027/)).toBeTruthy();
    // Live: the player asks for the stream at the session's signed address (not there here: 404).
    await waitFor(() => expect(fake.unhandled).toContain(`GET ${WC1_PLAYBACK_URL}`));
    expect(headersOf(fake, '/webcast-console/session').map((h) => h.webcastToken)).toEqual([
      'browser-token',
      'browser-token',
    ]);
  });

  it('shows a viewer the broadcast only: no encoder settings', async () => {
    localStorage.setItem(KEY, 'viewer-token');
    render('/webcast/wc1', (f) =>
      f.on(webcastConsoleApi.session, { session: buildConsoleSession({ role: 'viewer', ingest: null }) }),
    );
    expect(await screen.findByRole('region', { name: 'Broadcast' })).toBeTruthy();
    expect(screen.getByText('Viewer')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Encoder settings' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Stream key' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Go live from OBS' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'How the broadcast works' })).toBeNull();
  });

  it('shows a speaker the encoder settings read-only with the OBS help, without replacing the key', async () => {
    localStorage.setItem(KEY, 'speaker-token');
    render('/webcast/wc1', (f) => f.on(webcastConsoleApi.session, { session: buildConsoleSession() }));
    const ingest = await screen.findByRole('region', { name: 'Encoder settings' });
    expect((within(ingest).getByRole('textbox', { name: 'Server' }) as HTMLInputElement).value).toBe(
      'rtmp://media.acme-events.com:1935/live',
    );
    const key = within(ingest).getByRole('textbox', { name: 'Stream key' }) as HTMLInputElement;
    expect(key.value).toMatch(/^•+$/);
    await userEvent.click(within(ingest).getByRole('button', { name: 'Show stream key' }));
    expect(key.value).toBe('fyr_first-secret-key-0001');
    expect(within(ingest).getByRole('button', { name: 'Copy stream key' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace key' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Go live from OBS' })).toBeTruthy();
    expect(screen.getByText('Speaker')).toBeTruthy();
    expect(screen.queryByText('(organiser)')).toBeNull();
    expect(screen.queryByRole('region', { name: 'How the broadcast works' })).toBeNull();
  });

  it('tells a moderator how the broadcast starts and ends, beside the encoder settings', async () => {
    localStorage.setItem(KEY, 'moderator-token');
    render('/webcast/wc1', (f) =>
      f.on(webcastConsoleApi.session, { session: buildConsoleSession({ role: 'moderator' }) }),
    );
    const how = await screen.findByRole('region', { name: 'How the broadcast works' });
    expect(within(how).getByText(/starts as soon as the streaming software starts sending/)).toBeTruthy();
    expect(within(how).getByText(/stops sending/)).toBeTruthy();
    expect(within(how).getByText(/Recordings .* appear on the organiser’s page/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Encoder settings' })).toBeTruthy();
  });

  it('lets a moderator end a live broadcast for everyone, then shows who ended it and the way back', async () => {
    localStorage.setItem(KEY, 'moderator-token');
    const live = buildConsoleSession({ role: 'moderator' });
    live.webcast = { ...live.webcast, status: 'live', liveSince: '2027-02-03T10:00:00.000Z' };
    const ended = { ...live, webcast: { ...live.webcast, status: 'ended' as const, held: true } };
    const { fake } = render('/webcast/wc1', (f) =>
      f
        .on(webcastConsoleApi.session, { session: live })
        .on(webcastConsoleApi.endBroadcast, { session: ended }),
    );
    const broadcast = await screen.findByRole('region', { name: 'Broadcast' });
    await userEvent.click(within(broadcast).getByRole('button', { name: 'End broadcast' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'End the broadcast for everyone?' },
      { timeout: 5_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'End broadcast' }));
    expect(await within(broadcast).findByText('Ended by a moderator', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(broadcast).getByRole('button', { name: 'Allow going live again' })).toBeTruthy();
    expect(headersOf(fake, '/broadcast/end')[0]).toMatchObject({ webcastToken: 'moderator-token' });
  });

  it('goes back to the login with a message when the session ends (401), forgetting its token only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(KEY, 'removed-token');
    render('/webcast/wc1', (f) =>
      f.on(webcastConsoleApi.session, { session: buildConsoleSession() }, { errorKey: 'UNAUTHORIZED' }),
    );
    await heading('Main stage');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await heading('Log in to the console')).toBeTruthy();
    expect(screen.getByText('Your console session has ended. Please log in again.')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getToken()).toBe('organiser-token');
  });

  it('logs in with email and password for this webcast; a wrong password says so', async () => {
    const { fake } = render('/webcast/wc1', (f) =>
      f
        .on(
          webcastConsoleApi.login,
          { errorKey: 'NAME_OR_PASSWORD_MISMATCH' },
          { webcastToken: 'new-token', webcastId: 'wc1' },
        )
        .on(webcastConsoleApi.session, { session: buildConsoleSession() }),
    );
    expect(await heading('Log in to the console')).toBeTruthy();
    expect(document.title).toBe('Log in to the console · Foyer');
    expect(screen.getByText(/Ask the organiser of the webcast to send you a new invitation/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@acme-events.com');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong-123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email and/or password are incorrect. Please try again.',
    );
    expect(localStorage.getItem(KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await heading('Main stage')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBe('new-token');
    expect(fake.calls(webcastConsoleApi.login).map((c) => c.body)).toEqual([
      { webcastId: 'wc1', email: 'grace@acme-events.com', password: 'Wrong-123' },
      { webcastId: 'wc1', email: 'grace@acme-events.com', password: 'Wrong-123' },
    ]);
    // The login carries no token at all: not the organiser's.
    expect(headersOf(fake, '/webcast-console/login').every((h) => !h.authToken && !h.webcastToken)).toBe(
      true,
    );
  });

  it('logs out: the session ends on the server and the login says so', async () => {
    localStorage.setItem(KEY, 'leaving-token');
    const { fake } = render('/webcast/wc1', (f) =>
      f.on(webcastConsoleApi.session, { session: buildConsoleSession() }).on(webcastConsoleApi.logout, {}),
    );
    await heading('Main stage');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await heading('Log in to the console')).toBeTruthy();
    expect(screen.getByText('You have logged out of the console.')).toBeTruthy();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(headersOf(fake, '/webcast-console/logout').map((h) => h.webcastToken)).toEqual(['leaving-token']);
    expect(getToken()).toBe('organiser-token');
  });

  it('lets an invited person choose a password with the rules, then opens the console', async () => {
    const { fake, router } = render(`/webcast/wc1?invitation=${INVITATION}`, (f) =>
      f
        .on(webcastConsoleApi.acceptInvitation, { webcastToken: 'invited-token', webcastId: 'wc1' })
        .on(webcastConsoleApi.session, { session: buildConsoleSession() }),
    );
    expect(await heading('Choose your password')).toBeTruthy();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(password, 'short');
    // The rules show while the password is typed.
    expect(await screen.findByText('At least 8 characters')).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, 'Broadcast-2027');
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Broadcast-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and open the console' }));
    expect(await heading('Main stage')).toBeTruthy();
    expect(fake.calls(webcastConsoleApi.acceptInvitation).map((c) => c.body)).toEqual([
      { token: INVITATION, password: 'Broadcast-2027' },
    ]);
    expect(localStorage.getItem(KEY)).toBe('invited-token');
    expect(router.state.location.search).toBe('');
  });

  it('says to ask the organiser for a new invitation when the link no longer works', async () => {
    render(`/webcast/wc1?invitation=${INVITATION}`, (f) =>
      f.on(webcastConsoleApi.acceptInvitation, { errorKey: 'INVITATION_TOKEN_IS_INVALID' }),
    );
    await heading('Choose your password');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Broadcast-2027');
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Broadcast-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and open the console' }));
    expect(await heading('This invitation link no longer works')).toBeTruthy();
    expect(screen.getByText(/ask the organiser of the webcast to send you a new invitation/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in with your password' }));
    expect(await heading('Log in to the console')).toBeTruthy();
  });
});
