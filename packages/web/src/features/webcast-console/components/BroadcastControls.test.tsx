import { webcastConsoleApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildConsoleSession } from '../../webcasts/testing';
import { BroadcastControls } from './BroadcastControls';

afterEach(() => vi.unstubAllGlobals());

const live = {
  id: 'wc1',
  name: 'Main stage',
  status: 'live' as const,
  liveSince: '2027-02-03T10:00:00.000Z',
};
const session = (role: 'moderator' | 'speaker' | 'viewer', webcast: object) =>
  buildConsoleSession({ role, webcast: { ...buildConsoleSession().webcast, ...webcast } });

describe('BroadcastControls', () => {
  it('lets a moderator end a live broadcast after confirming, with the console session', async () => {
    const ended = session('moderator', { ...live, status: 'ended', held: true });
    const fake = fakeApi({ token: 'organiser-token' }).on(webcastConsoleApi.endBroadcast, { session: ended });
    renderScreen(<BroadcastControls session={session('moderator', live)} token="console-token" />);
    await userEvent.click(screen.getByRole('button', { name: 'End broadcast' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'End the broadcast for everyone?' },
      { timeout: 5_000 },
    );
    expect(dialog.textContent).toContain('refused until a moderator allows going live again');
    expect(fake.calls(webcastConsoleApi.endBroadcast)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End broadcast' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.endBroadcast)).toHaveLength(1), {
      timeout: 5_000,
    });
    const [, init] = fake.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/broadcast/end'))!;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers.webcastToken).toBe('console-token');
    expect(headers.authToken).toBeUndefined();
  });

  it('says when a moderator ended it, and lets moderators allow going live again', async () => {
    const fake = fakeApi().on(webcastConsoleApi.allowBroadcast, {
      session: session('moderator', { status: 'ended', held: false }),
    });
    renderScreen(
      <BroadcastControls session={session('moderator', { status: 'ended', held: true })} token="t" />,
    );
    expect(screen.getByText('Ended by a moderator')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Allow going live again' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.allowBroadcast)).toHaveLength(1), {
      timeout: 5_000,
    });
  });

  it('shows speakers and viewers the state only', () => {
    fakeApi();
    renderScreen(
      <BroadcastControls session={session('speaker', { status: 'ended', held: true })} token="t" />,
    );
    expect(screen.getByText('Ended by a moderator')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing to a viewer of a live broadcast, or to a moderator before it is live', () => {
    fakeApi();
    renderScreen(
      <>
        <BroadcastControls session={session('viewer', live)} token="t" />
        <BroadcastControls session={session('moderator', { status: 'idle' })} token="t" />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
