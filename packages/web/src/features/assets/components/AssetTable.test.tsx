import type { Asset } from '@foyer/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { actionsFor } from './AssetActionsMenu';
import { AssetTable } from './AssetTable';

const base: Asset = {
  id: 'a1',
  kind: 'image',
  origin: 'custom',
  name: 'Stage banner',
  type: 'image/png',
  size: 2048,
  width: 1600,
  height: 900,
  url: '/files/a1.webp',
  originalUrl: '/files/a1.png',
  thumbnailUrl: '/files/a1-thumb.webp',
  createdAt: '2026-03-01T10:00:00.000Z',
  version: 1,
};
const template: Asset = { ...base, id: 't1', origin: 'template', name: 'Foyer hall' };

describe('AssetTable', () => {
  it('shows the Template badge and offers only preview and download on template assets', async () => {
    renderScreen(<AssetTable assets={[base, template]} hasDuration={false} onAction={vi.fn()} />);
    const templateRow = (await screen.findByText('Foyer hall')).closest('tr') as HTMLElement;
    expect(within(templateRow).getByText('Template')).toBeTruthy();
    await userEvent.click(within(templateRow).getByRole('button', { name: 'Actions for Foyer hall' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Preview', 'Download']);
  });

  it('offers every action on a custom image and passes the chosen one', async () => {
    const onAction = vi.fn();
    renderScreen(<AssetTable assets={[base]} hasDuration={false} onAction={onAction} />);
    const row = (await screen.findByText('Stage banner')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Custom')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Stage banner' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Preview', 'Crop', 'Rename', 'Download', 'Delete']);
    await userEvent.click(items[2]);
    expect(onAction).toHaveBeenCalledWith(base, 'rename');
  });

  it('does not crop videos, documents or SVGs', () => {
    expect(actionsFor({ ...base, kind: 'video' })).not.toContain('crop');
    expect(actionsFor({ ...base, kind: 'document' })).not.toContain('crop');
    expect(actionsFor({ ...base, type: 'image/svg+xml' })).not.toContain('crop');
    expect(actionsFor({ ...base, kind: 'avatar' })).toContain('crop');
  });
});
