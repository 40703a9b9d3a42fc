import type { Asset } from '@foyer/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ASSETS_QUERY_KEY, assetListKey, useRefreshAssetsAfterUploads } from './queries';
import { createUploadStore } from './uploadStore';

describe('useRefreshAssetsAfterUploads', () => {
  it('marks the media lists stale when a batch is uploaded, with no upload panel on screen', async () => {
    const client = new QueryClient();
    const key = assetListKey('images', { page: 1 } as never);
    client.setQueryData(key, { results: { assets: [] } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const store = createUploadStore(async () => [{ id: 'a', name: 'a.png' } as Asset]);
    const { unmount } = renderHook(() => useRefreshAssetsAfterUploads(store), { wrapper });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);

    await store.start('images', [new File(['x'], 'a.png', { type: 'image/png' })]).done;
    await waitFor(() => expect(client.getQueryState(key)?.isInvalidated).toBe(true));

    // Unmounted, it no longer listens.
    unmount();
    client.setQueryData(ASSETS_QUERY_KEY, 1);
    client.setQueryData(key, { results: { assets: [] } });
    await store.start('images', [new File(['y'], 'b.png', { type: 'image/png' })]).done;
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
