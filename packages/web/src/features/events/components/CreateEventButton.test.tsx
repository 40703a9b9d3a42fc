import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventsApi, usersApi } from '@foyer/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildUser } from '../../users/testing';
import { CreateEventButton } from './CreateEventButton';

afterEach(() => vi.unstubAllGlobals());

const USER = { data: buildUser({ events: 2 }) };

const LIMIT_TEXT = 'You have reached the maximum of your available events';

describe('CreateEventButton', () => {
  it('asks the amount check and opens the choice of template or guided setup when another event is allowed', async () => {
    const fake = fakeApi().on(usersApi.me, USER).on(eventsApi.validateAmount, { isValid: true });
    renderScreen(<CreateEventButton />, '/', ['/events/templates']);
    const button = await screen.findByRole('button', { name: 'Create event' });
    await waitFor(() => expect(fake.calls(eventsApi.validateAmount)).not.toEqual([]));
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Guided setup' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'From a template' }));
    expect(await screen.findByText('at /events/templates')).toBeTruthy();
  });

  it('is disabled with the limit as its tooltip when the plan has no event left', async () => {
    fakeApi().on(usersApi.me, USER).on(eventsApi.validateAmount, { isValid: false });
    renderScreen(<CreateEventButton />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create event' }).hasAttribute('disabled')).toBe(true),
    );
    const button = screen.getByRole('button', { name: 'Create event' });
    await userEvent.hover(button.parentElement as HTMLElement);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain(LIMIT_TEXT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays enabled while the check is pending or when it fails', async () => {
    fakeApi().on(usersApi.me, USER).on(eventsApi.validateAmount, { errorKey: 'INTERNAL_ERROR' });
    renderScreen(<CreateEventButton />);
    const button = await screen.findByRole('button', { name: 'Create event' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
