import { type Asset, assetsApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { AssetPickerModal } from './AssetPickerModal';

afterEach(() => vi.unstubAllGlobals());

const asset = (id: string, name: string, origin: Asset['origin'] = 'custom'): Asset => ({
  id,
  kind: 'avatar',
  origin,
  name,
  type: 'image/png',
  size: 4096,
  url: `/files/${id}.png`,
  originalUrl: `/files/${id}.png`,
  thumbnailUrl: `/files/${id}-t.png`,
  createdAt: '2026-03-01T10:00:00.000Z',
  version: 1,
});

describe('AssetPickerModal', () => {
  it('returns the chosen assets of several, templates included', async () => {
    const list = [asset('a1', 'Ada'), asset('a2', 'Grace'), asset('t1', 'Host', 'template')];
    const fake = fakeApi().on(assetsApi.list, { assets: list, total: 3 });
    const onChoose = vi.fn();
    renderScreen(<AssetPickerModal opened kind="avatar" multiple onClose={vi.fn()} onChoose={onChoose} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Ada' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Host' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(onChoose).toHaveBeenCalledWith([list[0], list[2]]);
    const [first] = fake.calls(assetsApi.list);
    expect(first?.params).toEqual({ kindPath: 'avatars' });
    expect(first?.query).toEqual({ sort: 'created', order: 'DESC', page: '1', pageSize: '10' });
  });

  it('keeps one asset when only one may be chosen', async () => {
    const list = [asset('a1', 'Ada'), asset('a2', 'Grace')];
    fakeApi().on(assetsApi.list, { assets: list, total: 2 });
    const onChoose = vi.fn();
    renderScreen(<AssetPickerModal opened kind="avatar" onClose={vi.fn()} onChoose={onChoose} />);
    const choose = await screen.findByRole('button', { name: 'Choose' });
    expect(choose).toHaveProperty('disabled', true);
    await userEvent.click(await screen.findByRole('radio', { name: 'Select Ada' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Select Grace' }));
    await userEvent.click(choose);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith([list[1]]));
  });

  it('selects an asset when its card title is clicked in the grid view', async () => {
    const list = [asset('a1', 'Ada'), asset('a2', 'Grace')];
    fakeApi().on(assetsApi.list, { assets: list, total: 2 });
    const onChoose = vi.fn();
    renderScreen(<AssetPickerModal opened kind="avatar" onClose={vi.fn()} onChoose={onChoose} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Grid view' }));
    const grace = await screen.findByRole('radio', { name: 'Select Grace' });
    expect(grace).toHaveProperty('checked', false);
    await userEvent.click(screen.getByTitle('Grace'));
    await waitFor(() => expect(grace).toHaveProperty('checked', true));
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith([list[1]]));
  });
});
