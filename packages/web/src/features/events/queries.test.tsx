import { type EventPreviewResults, HEADERS, eventsApi, monitoringApi } from '@foyer/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { EVENT } from '../editor/testing';
import {
  useCreateFromKickstarter,
  useCreateFromTemplate,
  useEventPreview,
  useSaveEventSettings,
} from './queries';

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

/** The journey steps the web reported, by their journeyName header. */
const journeysOf = (fake: FakeApi) =>
  fake.calls(monitoringApi.journey).map((c) => c.headers[HEADERS.journeyName]);

const KICKSTARTER = {
  name: 'Tech Summit',
  eventType: 'conference',
  videoPresentations: true,
  booths: false,
  boothCount: 0,
  themeId: 'default',
} as const;

describe('journey step eventCreated', () => {
  it('is reported once an event was created from a template', async () => {
    const fake = fakeApi().on(eventsApi.create, { eventId: 'ev9' }).on(monitoringApi.journey, {});
    const { result } = renderHook(() => useCreateFromTemplate(), { wrapper });
    await act(() => result.current.mutateAsync({ template: 'conference', body: { name: 'Tech Summit' } }));
    expect(journeysOf(fake)).toEqual(['eventCreated']);
  });

  it('is reported once the guided setup created its event', async () => {
    const fake = fakeApi().on(eventsApi.kickstarter, { eventId: 'ev9' }).on(monitoringApi.journey, {});
    const { result } = renderHook(() => useCreateFromKickstarter(), { wrapper });
    await act(() => result.current.mutateAsync(KICKSTARTER));
    expect(journeysOf(fake)).toEqual(['eventCreated']);
  });

  it('is not reported when the plan admits no further event', async () => {
    const fake = fakeApi()
      .on(eventsApi.create, { errorKey: 'EVENT_LIMIT_REACHED' })
      .on(eventsApi.kickstarter, { errorKey: 'EVENT_LIMIT_REACHED' })
      .on(monitoringApi.journey, {});
    const template = renderHook(() => useCreateFromTemplate(), { wrapper });
    const kickstarter = renderHook(() => useCreateFromKickstarter(), { wrapper });
    await act(async () => {
      await expect(
        template.result.current.mutateAsync({ template: 'conference', body: { name: 'Tech Summit' } }),
      ).rejects.toMatchObject({ errorKey: 'EVENT_LIMIT_REACHED' });
      await expect(kickstarter.result.current.mutateAsync(KICKSTARTER)).rejects.toMatchObject({
        errorKey: 'EVENT_LIMIT_REACHED',
      });
    });
    expect(fake.calls(eventsApi.create)).toHaveLength(1);
    expect(journeysOf(fake)).toEqual([]);
  });
});

describe('journey step live', () => {
  const saved = (open: boolean, version = 4) => ({ event: { ...EVENT, open, version } });

  it('is reported when the organiser opens the event', async () => {
    const fake = fakeApi().on(eventsApi.updateSettings, saved(true)).on(monitoringApi.journey, {});
    const { result } = renderHook(() => useSaveEventSettings('ev1'), { wrapper });
    await act(() => result.current.mutateAsync({ version: 3, open: true }));
    expect(journeysOf(fake)).toEqual(['live']);
  });

  it('is not reported for other changes, for closing the event, or for a refused opening', async () => {
    const fake = fakeApi()
      .on(eventsApi.updateSettings, saved(true, 4), saved(false, 5), { errorKey: 'EVENT_LIMIT_REACHED' })
      .on(monitoringApi.journey, {});
    const { result } = renderHook(() => useSaveEventSettings('ev1'), { wrapper });
    await act(() => result.current.mutateAsync({ version: 3, name: 'Expo 2028' }));
    await act(() => result.current.mutateAsync({ version: 4, open: false }));
    await act(async () => {
      await expect(result.current.mutateAsync({ version: 5, open: true })).rejects.toMatchObject({
        errorKey: 'EVENT_LIMIT_REACHED',
      });
    });
    expect(fake.calls(eventsApi.updateSettings)).toHaveLength(3);
    expect(journeysOf(fake)).toEqual([]);
  });
});
