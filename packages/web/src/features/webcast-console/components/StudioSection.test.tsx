import { type WebcastStudio, webcastConsoleApi } from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildConsoleSession } from '../../webcasts/testing';
import { StudioSection } from './StudioSection';

const studio = (overrides: Partial<WebcastStudio> = {}): WebcastStudio => ({
  available: true,
  you: null,
  onAir: null,
  presenters: [
    { id: '11', displayName: 'Grace Hopper', role: 'speaker', ready: true },
    { id: '12', displayName: 'Alan Turing', role: 'speaker', ready: false },
  ],
  ...overrides,
});

describe('StudioSection', () => {
  it('shows a moderator who is ready and puts them on air with the console session', async () => {
    const fake = fakeApi()
      .on(webcastConsoleApi.studio, { studio: studio() })
      .on(webcastConsoleApi.studioAir, { studio: studio({ onAir: '11' }) });
    renderScreen(
      <StudioSection session={buildConsoleSession({ role: 'moderator' })} token="console-token" />,
    );
    const list = await screen.findByRole('list', { name: 'Presenters in the studio' }, { timeout: 5_000 });
    const grace = within(list).getByText('Grace Hopper').closest('li')!;
    expect(within(grace as HTMLElement).getByText('Ready')).toBeTruthy();
    const alan = within(list).getByText('Alan Turing').closest('li')!;
    expect(within(alan as HTMLElement).getByText('Connecting…')).toBeTruthy();
    expect(
      (within(list).getByRole('button', { name: 'Put Alan Turing on air' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(within(list).getByRole('button', { name: 'Put Grace Hopper on air' }));
    await waitFor(() => expect(fake.calls(webcastConsoleApi.studioAir)).toHaveLength(1), { timeout: 5_000 });
    const [, init] = fake.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/studio/air'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ feedId: '11' });
    expect(((init?.headers ?? {}) as Record<string, string>).webcastToken).toBe('console-token');
    expect(await within(list).findByText('On air', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Stop studio broadcast' })).toBeTruthy();
  });

  it('tells a speaker on air so, and shows them no presenters to switch', async () => {
    fakeApi().on(webcastConsoleApi.studio, { studio: studio({ you: '11', onAir: '11' }) });
    renderScreen(<StudioSection session={buildConsoleSession({ role: 'speaker' })} token="t" />);
    expect(await screen.findByText('You are on air', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up camera and microphone' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Presenters in the studio' })).toBeNull();
  });

  it('says when the server has no studio', async () => {
    fakeApi().on(webcastConsoleApi.studio, {
      studio: { available: false, you: null, onAir: null, presenters: [] },
    });
    renderScreen(<StudioSection session={buildConsoleSession({ role: 'moderator' })} token="t" />);
    expect(
      await screen.findByText(/The studio is not available on this server/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
