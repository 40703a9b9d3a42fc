import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadAllTexts, loadVenueTexts } from '../lib/i18n';

/** Which texts a page waits for: the entry's (first screens), the venue's, or all of them. */
export type PageTexts = 'first' | 'venue' | 'all';

const LOAD_TEXTS: Record<PageTexts, () => Promise<unknown>> = {
  first: () => Promise.resolve(),
  venue: loadVenueTexts,
  all: loadAllTexts,
};

// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's
export type LazyPage<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  preload: () => Promise<unknown>;
};

/**
 * A screen or layout in a chunk of its own (issue 20: the first screen downloads only what it shows).
 * `preload()` starts the download; once it is done the component renders at once, without suspending
 * (a route's loader preloads its layout and screen, so no loading fallback flashes on the way).
 * It also waits for its texts: all of them, unless `texts` says it is a first screen (a module of
 * lib/firstTexts.ts's FIRST_SCREEN_MODULES, whose texts come with the entry) or the venue.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's
export function page<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { texts = 'all' }: { texts?: PageTexts } = {},
): LazyPage<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), LOAD_TEXTS[texts]()]).then(([module]) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  // Once loaded, a thenable that calls back at once: React.lazy then resolves without suspending.
  const Component = lazy(() => {
    const module = loaded;
    return module
      ? // biome-ignore lint/suspicious/noThenProperty: intended: a thenable React.lazy reads synchronously
        ({ then: (resolve: (m: { default: T }) => void) => resolve(module) } as unknown as Promise<{
          default: T;
        }>)
      : preload();
  }) as LazyPage<T>;
  Component.preload = preload;
  return Component;
}
