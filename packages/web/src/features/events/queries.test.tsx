import { type EventPreviewResults, eventsApi } from '@foyer/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { fakeApi } from '../../test/fakeApi';
import { useEventPreview } from './queries';

const preview = (title: string) =>
  ({ event: { title1: title }, venue: {}, assets: [] }) as unknown as EventPreviewResults;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('useEventPreview', () => {
  it("fetches a template's venue again when the language changes (the server builds it in the user's)", async () => {
    const api = fakeApi().on(eventsApi.preview, preview('Main hall'), preview('Haupthalle'));
    const { result } = renderHook(() => useEventPreview('template', 'conference'), { wrapper });
    await waitFor(() => expect(result.current.data?.event.title1).toBe('Main hall'));
    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(result.current.data?.event.title1).toBe('Haupthalle'));
    expect(api.calls(eventsApi.preview).map((c) => c.query)).toEqual([
      { template: 'conference', language: 'en' },
      { template: 'conference', language: 'de' },
    ]);
  });

  it("keeps a saved event's preview across a language change (its texts are the organiser's own)", async () => {
    const api = fakeApi().on(eventsApi.preview, preview('Expo'));
    const { result } = renderHook(() => useEventPreview('e1'), { wrapper });
    await waitFor(() => expect(result.current.data?.event.title1).toBe('Expo'));
    await act(() => i18n.changeLanguage('de'));
    expect(api.calls(eventsApi.preview)).toHaveLength(1);
  });
});
