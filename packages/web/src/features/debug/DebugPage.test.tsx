import { BUILD_FLAGS, eventsApi, usersApi } from '@foyer/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { failedCalls } from '../../api/failedCalls';
import { BuildFlagsContext } from '../../lib/buildFlags';
import { fakeApi } from '../../test/fakeApi';
import { renderScreen } from '../../test/render';
import { buildUser } from '../users/testing';
import DebugPage from './DebugPage';

beforeEach(() => failedCalls.clear());
afterEach(() => vi.unstubAllGlobals());

const FLAGS_ON = { ...BUILD_FLAGS, debugMenu: true };

/** The value of a term in the description list of a section. */
const termValue = (section: string, term: string) => {
  const region = screen.getByRole('region', { name: section });
  const dt = within(region).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

async function renderDebug() {
  renderScreen(
    <BuildFlagsContext value={FLAGS_ON}>
      <DebugPage />
    </BuildFlagsContext>,
    '/debug',
  );
  await screen.findByText('ada@acme-events.com');
}

describe('DebugPage', () => {
  it("shows the signed-in user, the interface's language and theme", async () => {
    fakeApi().on(usersApi.me, { data: buildUser({ plan: 'starter', events: 3 }) });
    await renderDebug();
    expect(screen.getByRole('heading', { level: 1, name: 'Debug' })).toBeTruthy();
    expect(termValue('Client state', 'Email')).toBe('ada@acme-events.com');
    expect(termValue('Client state', 'Status')).toBe('LOGGED_IN');
    expect(termValue('Client state', 'Plan')).toBe('Starter');
    expect(termValue('Client state', 'Account type')).toBe('Main account (0)');
    expect(termValue('Client state', 'Interface language')).toBe('English (en)');
    expect(termValue('Client state', 'Theme')).toBe('Light');
    expect(termValue('Client state', 'Events')).toBe('3');
    expect(termValue('Client state', 'Events in the list cache')).toBe('Not loaded');
  });

  it('shows every build flag as on or off', async () => {
    fakeApi().on(usersApi.me, { data: buildUser() });
    await renderDebug();
    expect(termValue('Build flags', 'Debug menu')).toBe('On');
    expect(termValue('Build flags', 'Subscription')).toBe('On');
    expect(termValue('Build flags', 'Guided setup')).toBe('On');
    expect(termValue('Build flags', 'Phone confirmation')).toBe('Off');
    expect(termValue('Build flags', 'Translation-key language')).toBe('Off');
    const terms = within(screen.getByRole('region', { name: 'Build flags' })).getAllByRole('term');
    expect(terms).toHaveLength(Object.keys(BUILD_FLAGS).length);
  });

  it('lists a failed call the API client recorded, also one that failed after the page opened', async () => {
    const fake = fakeApi()
      .on(usersApi.me, { data: buildUser() })
      .on(eventsApi.validateName, { errorKey: 'VALIDATION_FAILED', results: { fields: { name: 'x' } } });
    await renderDebug();
    const region = screen.getByRole('region', { name: 'Last failed API calls' });
    expect(within(region).getByText('No API call has failed since this page was loaded.')).toBeTruthy();
    await act(async () => {
      await expect(
        api.call(eventsApi.validateName, { body: { name: 'Expo' } }, { silentCodes: ['VALIDATION_FAILED'] }),
      ).rejects.toMatchObject({ errorKey: 'VALIDATION_FAILED' });
    });
    expect(fake.calls(eventsApi.validateName)).toHaveLength(1);
    const [, row] = within(region).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['POST', '/events/validate/event/name/', '400 · VALIDATION_FAILED']);
  });

  it('says that the organiser app has no realtime connection', async () => {
    fakeApi().on(usersApi.me, { data: buildUser() });
    await renderDebug();
    const region = screen.getByRole('region', { name: 'Realtime connection' });
    expect(within(region).getByText(/No realtime connection in this part of the app/)).toBeTruthy();
  });
});
