import { type ComponentType, Suspense, lazy, useState } from 'react';
import { loadAllTexts, loadVenueTexts } from '../lib/i18n';

/**
 * A dialog in a chunk of its own (issue 20: the first screen does not download what only a click
 * opens): nothing is rendered until `isOpen(props)` is first true (`Q`: props that only say so), then it is downloaded and stays
 * mounted, so that its closing transition and its later openings are the component's own.
 * `texts`: the texts it needs with it, all of them (a dialog's sections are not among the first
 * screens', lib/firstTexts.ts) or the live venue's (a dialog of the venue, listed in
 * VENUE_LAZY_MODULES there).
 */
export function lazyDialog<P extends object, Q extends object = P>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: Q) => boolean,
  texts: 'all' | 'venue' = 'all',
): ComponentType<P & Q> {
  const loadTexts = texts === 'all' ? loadAllTexts : loadVenueTexts;
  const Dialog = lazy(() =>
    Promise.all([load(), loadTexts()]).then(([component]) => ({ default: component })),
  );
  return function LazyDialog(props: P & Q) {
    const [wasOpened, setWasOpened] = useState(false);
    const open = isOpen(props);
    if (open && !wasOpened) setWasOpened(true);
    if (!open && !wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
