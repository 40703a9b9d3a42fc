import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { LogoField } from './LogoField';

describe('LogoField', () => {
  it('offers the media library when the plan has a custom logo', async () => {
    renderScreen(<LogoField url={null} onChange={vi.fn()} />);
    const choose = await screen.findByRole('button', { name: 'Choose from media library' });
    expect((choose as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/comes with the Starter and Business plans/)).toBeNull();
  });

  it('is locked with the reason on a plan without a custom logo', async () => {
    renderScreen(<LogoField url={null} onChange={vi.fn()} isLocked />);
    const choose = await screen.findByRole('button', { name: 'Choose from media library' });
    expect((choose as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A custom logo comes with the Starter and Business plans.')).toBeTruthy();
  });
});
