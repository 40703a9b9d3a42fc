import { type Asset, assetsApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import AssetsPage from '../pages/AssetsPage';

afterEach(() => vi.unstubAllGlobals());

const webcast = (id: string, name: string): Asset => ({
  id,
  kind: 'webcast',
  origin: 'custom',
  name,
  type: 'application/vnd.apple.mpegurl',
  size: 0,
  url: '',
  originalUrl: '',
  thumbnailUrl: null,
  createdAt: '2027-02-01T10:00:00.000Z',
  version: 1,
});

const OTHER_PATHS = ['/webcasts', '/webcasts/:id', '/assets/:kind'];

describe('the media library’s webcasts tab', () => {
  it('offers "New webcast" instead of an upload when there is none', async () => {
    fakeApi().on(assetsApi.list, { assets: [], total: 0 });
    const router = renderScreen(<AssetsPage kindPath="webcasts" />, '/assets/webcasts', OTHER_PATHS);
    expect(await screen.findByText('No webcasts yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New webcast' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webcasts'));
    expect(router.state.location.search).toBe('?new=1');
  });

  it('links to the webcasts page and opens a webcast on its own page', async () => {
    fakeApi().on(assetsApi.list, { assets: [webcast('wc1', 'Main stage')], total: 1 });
    const router = renderScreen(<AssetsPage kindPath="webcasts" />, '/assets/webcasts', OTHER_PATHS);
    expect(await screen.findByText('Main stage')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage webcasts' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Main stage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/webcasts/wc1'));
  });
});
