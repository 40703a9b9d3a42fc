import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { QuotaMeter, type QuotaMeterProps, quotaLevelOf, quotaPercentOf } from './QuotaMeter';

const show = (props: Partial<QuotaMeterProps> & Pick<QuotaMeterProps, 'used' | 'quota'>) =>
  renderScreen(<QuotaMeter label="Registrations" upgradeTo="/subscription?plan=starter" {...props} />);

const bar = () =>
  screen.getByRole('progressbar', { name: "Registrations: share of your plan's limit in use" });
/** The colour the bar's filled section was given (Mantine's --progress-section-color). */
const barColour = () =>
  (bar().querySelector('.mantine-Progress-section') as HTMLElement | null)?.getAttribute('style') ?? '';

describe('quotaLevelOf', () => {
  it('is ok below 90 %, warning from 90 %, full at and over the quota', () => {
    expect(quotaLevelOf(8, 10)).toBe('ok');
    expect(quotaLevelOf(9, 10)).toBe('warning');
    expect(quotaLevelOf(10, 10)).toBe('full');
    expect(quotaLevelOf(11, 10)).toBe('full');
    expect(quotaLevelOf(179, 200)).toBe('ok');
    expect(quotaLevelOf(180, 200)).toBe('warning');
  });

  it('is ok without a limit and full for a quota of 0', () => {
    expect(quotaLevelOf(1_000_000, null)).toBe('ok');
    expect(quotaLevelOf(1_000_000, Number.POSITIVE_INFINITY)).toBe('ok');
    expect(quotaLevelOf(0, 0)).toBe('full');
  });

  it('fills the bar by share, at most 100 %', () => {
    expect(quotaPercentOf(1, 4)).toBe(25);
    expect(quotaPercentOf(12, 10)).toBe(100);
    expect(quotaPercentOf(0, 0)).toBe(0);
    expect(quotaPercentOf(3, null)).toBe(0);
  });
});

describe('QuotaMeter', () => {
  it('shows "n of m" and a neutral bar below 90 %, without a hint', async () => {
    show({ used: 8, quota: 10 });
    expect(await screen.findByText('Registrations: 8 of 10')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('8');
    expect(bar().getAttribute('aria-valuemin')).toBe('0');
    expect(bar().getAttribute('aria-valuemax')).toBe('10');
    expect(bar().getAttribute('aria-valuetext')).toBe('8 of 10 in use');
    expect(barColour()).toMatch(/gray/);
    expect(barColour()).toMatch(/80%/);
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('warns in orange from 90 % with a hint and the upgrade link', async () => {
    show({ used: 9, quota: 10 });
    expect(await screen.findByText('Registrations: 9 of 10')).toBeTruthy();
    expect(barColour()).toMatch(/orange/);
    expect(screen.getByText(/Almost at your plan's limit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/subscription?plan=starter',
    );
    expect(bar().getAttribute('aria-describedby')).toBeTruthy();
  });

  it('turns red at the limit and stays full over it', async () => {
    show({ used: 12, quota: 10 });
    expect(await screen.findByText('Registrations: 12 of 10')).toBeTruthy();
    expect(barColour()).toMatch(/red/);
    expect(bar().getAttribute('aria-valuenow')).toBe('10');
    expect(bar().getAttribute('aria-valuetext')).toBe('12 of 10 in use');
    expect(screen.getByText(/Your plan's limit is reached/)).toBeTruthy();
  });

  it('shows "Unlimited" and no bar without a limit', async () => {
    show({ used: 7, quota: null });
    expect(await screen.findByText('Registrations: 7 · Unlimited')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('treats an infinite quota as unlimited', async () => {
    show({ used: 1234, quota: Number.POSITIVE_INFINITY });
    expect(await screen.findByText('Registrations: 1234 · Unlimited')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leaves out the link without a target and the hint when asked', async () => {
    show({ used: 5, quota: 5, upgradeTo: undefined, text: '5 of 5 registrations' });
    expect(await screen.findByText('5 of 5 registrations')).toBeTruthy();
    expect(screen.getByText(/Your plan's limit is reached/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the bar alone without text or hint', async () => {
    show({ used: 2, quota: 2, hasText: false, hasHint: false });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuetext')).toBe('2 of 2 in use');
    expect(screen.queryByText(/Registrations/)).toBeNull();
    expect(screen.queryByText(/limit is reached/)).toBeNull();
  });
});
