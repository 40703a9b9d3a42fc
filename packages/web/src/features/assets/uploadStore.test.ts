import type { Asset } from '@foyer/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { createUploadStore } from './uploadStore';

const asset = (name: string): Asset => ({
  id: `id-${name}`,
  kind: 'image',
  origin: 'custom',
  name,
  type: 'image/png',
  size: 10,
  url: `/files/${name}`,
  originalUrl: `/files/${name}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('upload store', () => {
  it('reports progress, then success, and tells listeners what was uploaded', async () => {
    let progress: (f: number) => void = () => {};
    let finish: (assets: Asset[]) => void = () => {};
    const store = createUploadStore(
      (_kind, _files, onProgress) =>
        new Promise((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const uploaded = vi.fn();
    store.onUploaded(uploaded);
    const { ids, done } = store.start('images', [file('a.png'), file('b.png')]);
    expect(store.get().items.map((i) => [i.name, i.state, i.progress])).toEqual([
      ['a.png', 'uploading', 0],
      ['b.png', 'uploading', 0],
    ]);
    progress(0.42);
    expect(store.get().items.every((i) => i.progress === 42)).toBe(true);
    finish([asset('a.png'), asset('b.png')]);
    await done;
    expect(store.get().items.map((i) => [i.id, i.state, i.progress])).toEqual([
      [ids[0], 'success', 100],
      [ids[1], 'success', 100],
    ]);
    expect(uploaded).toHaveBeenCalledWith('images', [asset('a.png'), asset('b.png')]);
  });

  it('marks each file with the reason the server gave (415), and the rest of the batch as refused', async () => {
    const store = createUploadStore(async () => {
      throw new ApiError({
        status: 415,
        errorKey: 'UNSUPPORTED_MEDIA_TYPE',
        results: { files: [{ name: 'evil.svg', reason: 'upload.unsafeSvg' }] },
      });
    });
    await store.start('images', [file('ok.png'), file('evil.svg')]).done;
    expect(store.get().items.map((i) => [i.name, i.state, i.errorKey])).toEqual([
      ['ok.png', 'error', 'upload.batchRefused'],
      ['evil.svg', 'error', 'upload.unsafeSvg'],
    ]);
  });

  it('shows 413 as too large and a lost connection as a failed upload', async () => {
    const store = createUploadStore(async () => {
      throw new ApiError({ status: 413, errorKey: 'PAYLOAD_TOO_LARGE' });
    });
    await store.start('videos', [file('big.mp4')]).done;
    expect(store.get().items[0]).toMatchObject({ state: 'error', errorKey: 'upload.tooLarge' });
    store.setSender(async () => {
      throw new ApiError({ status: 0, message: 'Network error' });
    });
    await store.start('videos', [file('talk.mp4')]).done;
    expect(store.get().items[1]).toMatchObject({ state: 'error', errorKey: 'upload.failed' });
  });

  it('retries a failed file alone and keeps it in the list', async () => {
    const sender = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 0 }))
      .mockResolvedValueOnce([asset('a.png')]);
    const store = createUploadStore(sender);
    const { ids } = store.start('images', [file('a.png')]);
    await vi.waitFor(() => expect(store.get().items[0].state).toBe('error'));
    await store.retry(ids[0]);
    expect(store.get().items).toHaveLength(1);
    expect(store.get().items[0]).toMatchObject({ state: 'success', errorKey: undefined });
    expect(sender).toHaveBeenCalledTimes(2);
    expect((sender.mock.calls[1][1] as File[]).map((f) => f.name)).toEqual(['a.png']);
  });

  it('closing the panel drops finished items and keeps running ones', async () => {
    let finish: (a: Asset[]) => void = () => {};
    const store = createUploadStore(async (_k, files) =>
      files[0].name === 'slow.png' ? new Promise((resolve) => (finish = resolve)) : [asset(files[0].name)],
    );
    await store.start('images', [file('fast.png')]).done;
    const slow = store.start('images', [file('slow.png')]);
    store.dismiss();
    expect(store.get().items.map((i) => i.name)).toEqual(['slow.png']);
    finish([asset('slow.png')]);
    await slow.done;
  });
});
