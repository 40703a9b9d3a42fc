import { useEffect, useSyncExternalStore } from 'react';

/** The blurred-app state of spec §3/§4: the app behind an open dialog is blurred. */
let openDialogs = 0;
const listeners = new Set<() => void>();

function emit() {
  const root = typeof document !== 'undefined' ? document.getElementById('root') : null;
  if (root) root.dataset.blurred = String(openDialogs > 0);
  for (const listener of listeners) listener();
}

export const blurredApp = {
  push() {
    openDialogs += 1;
    emit();
  },
  pop() {
    openDialogs = Math.max(0, openDialogs - 1);
    emit();
  },
  get isBlurred() {
    return openDialogs > 0;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** True while any dialog is open. */
export function useBlurredApp(): boolean {
  return useSyncExternalStore(
    blurredApp.subscribe,
    () => blurredApp.isBlurred,
    () => false,
  );
}

/** Blurs the app while `opened` is true (used by every dialog). */
export function useBlurWhile(opened: boolean): void {
  useEffect(() => {
    if (!opened) return;
    blurredApp.push();
    return () => blurredApp.pop();
  }, [opened]);
}
