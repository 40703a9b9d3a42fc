import { vi } from 'vitest';

/**
 * A `matchMedia` for jsdom whose queries match when `matches(query)` says so: the setup's matches
 * nothing (a phone); `wideScreen` matches every min-width query (the editor's tree beside its form).
 */
export function matchMediaOf(matches: (query: string) => boolean) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }) as MediaQueryList;
}

/** Makes the screen wide for the rest of the test (restored by vi.restoreAllMocks). */
export function wideScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(matchMediaOf((query) => query.includes('min-width')));
}
