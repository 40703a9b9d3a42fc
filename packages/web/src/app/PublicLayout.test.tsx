import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../features/editor/testing';
import { PublicLayout } from './PublicLayout';

describe('the public layout', () => {
  it('offers log-in and create-account to organisers on a public page', async () => {
    renderAt(<PublicLayout />, '/info/imprint', '/info/imprint');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /home/i })).toBeTruthy();
  });

  it('shows a participant unsubscribing neither, and a logo that leads nowhere', async () => {
    renderAt(<PublicLayout />, '/unsubscribe/:token', '/unsubscribe/abc.def');
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
    expect(screen.queryByRole('link', { name: /home/i })).toBeNull();
  });
});
