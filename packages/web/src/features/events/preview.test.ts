import { HEADERS, monitoringApi } from '@foyer/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { openEventPreview } from './preview';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('openEventPreview', () => {
  it('opens the preview window and reports the journey step preview', () => {
    const fake = fakeApi().on(monitoringApi.journey, {});
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    expect(openEventPreview('ev 1')).toBe(true);
    expect(open).toHaveBeenCalledWith('/events/preview/ev%201', '_blank');
    expect(fake.calls(monitoringApi.journey).map((c) => c.headers[HEADERS.journeyName])).toEqual(['preview']);
  });

  it('reports nothing when the browser blocked the window', () => {
    const fake = fakeApi().on(monitoringApi.journey, {});
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openEventPreview('ev1')).toBe(false);
    expect(fake.calls(monitoringApi.journey)).toEqual([]);
  });
});
