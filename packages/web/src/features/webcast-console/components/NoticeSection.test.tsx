import { WEBCAST_NOTICE_MAX, webcastConsoleApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildConsoleSession } from '../../webcasts/testing';
import { NoticeSection } from './NoticeSection';

afterEach(() => vi.unstubAllGlobals());

const notice = { text: 'We start in 5 minutes.', postedAt: '2027-02-03T10:00:00.000Z' };
const moderator = (over = {}) => buildConsoleSession({ role: 'moderator', viewers: 3, ...over });

describe('NoticeSection', () => {
  it('lets a moderator post a notice, trimmed, and shows the session the server answers', async () => {
    const fake = fakeApi().on(webcastConsoleApi.notice, { session: moderator({ notice }) });
    renderScreen(<NoticeSection session={moderator()} token="console-token" />);
    expect(screen.getByText('No notice is shown.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notice' }), '  We start in 5 minutes.  ');
    expect(screen.getByText(`26 / ${WEBCAST_NOTICE_MAX} characters`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Post notice' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.notice)).toHaveLength(1), { timeout: 5_000 });
    expect(fake.calls(webcastConsoleApi.notice)[0]?.body).toEqual({ text: 'We start in 5 minutes.' });
  });

  it('refuses an empty notice without asking the server', async () => {
    const fake = fakeApi();
    renderScreen(<NoticeSection session={moderator()} token="t" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Notice' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post notice' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(fake.calls(webcastConsoleApi.notice)).toHaveLength(0);
  });

  it('shows the notice shown now, which a moderator replaces or removes', async () => {
    const fake = fakeApi().on(webcastConsoleApi.notice, { session: moderator() });
    renderScreen(<NoticeSection session={moderator({ notice })} token="t" />);
    expect(screen.getByTestId('console-notice').textContent).toBe('We start in 5 minutes.');
    expect(screen.getByRole('button', { name: 'Replace notice' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove notice' }));
    await waitFor(
      () => expect(fake.calls(webcastConsoleApi.notice).map((c) => c.body)).toEqual([{ text: null }]),
      {
        timeout: 5_000,
      },
    );
  });

  it('shows speakers the notice without controls', () => {
    fakeApi();
    renderScreen(<NoticeSection session={buildConsoleSession({ role: 'speaker', notice })} token="t" />);
    expect(screen.getByTestId('console-notice').textContent).toBe('We start in 5 minutes.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a viewer nothing while there is no notice', () => {
    fakeApi();
    renderScreen(<NoticeSection session={buildConsoleSession({ role: 'viewer' })} token="t" />);
    expect(screen.queryByText('Notice to viewers')).toBeNull();
  });
});
