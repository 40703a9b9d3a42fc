import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { blurredApp } from '../../ui/blur';

type AskOptions = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button is red (the default: going on loses changes). */
  isDanger?: boolean;
};

/**
 * Asks a yes/no question in a dialog; resolves true on confirm and false on cancel, Escape or
 * closing the dialog (so a blocked navigation is never left hanging).
 */
export function askFirst(options: AskOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let isConfirmed = false;
    blurredApp.push();
    modals.openConfirmModal({
      title: options.title,
      size: 'sm',
      children: <Text size="sm">{options.message}</Text>,
      labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
      confirmProps: { color: options.isDanger === false ? undefined : 'red' },
      onConfirm: () => {
        isConfirmed = true;
      },
      onClose: () => {
        blurredApp.pop();
        resolve(isConfirmed);
      },
    });
  });
}

/**
 * Guards unsaved changes (spec §4, issue 5): leaving the route or changing what the editor shows
 * (the selection lives in the query string) asks first, and so does the browser's leave-page prompt.
 * `markClean()` lets a handler that has just saved navigate at once; `confirmDiscard()` asks before
 * another lossy action (opening the preview).
 */
export function useLeaveGuard(isDirty: boolean) {
  const { t } = useTranslation();
  const dirtyRef = useRef(isDirty);
  useEffect(() => {
    dirtyRef.current = isDirty;
  }, [isDirty]);

  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string; search: string };
      nextLocation: { pathname: string; search: string };
    }) =>
      dirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const askDiscard = useCallback(
    () =>
      askFirst({
        title: t('editor.leave.title'),
        message: t('editor.leave.text'),
        confirmLabel: t('editor.leave.discard'),
        cancelLabel: t('editor.leave.stay'),
      }),
    [t],
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askDiscard().then((isConfirmed) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (isConfirmed) {
        dirtyRef.current = false;
        current.proceed();
      } else current.reset();
    });
  }, [blocker.state, askDiscard]);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  const markClean = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  /** Resolves true at once when nothing is unsaved, else asks whether to go on without saving. */
  const confirmDiscard = useCallback(
    (options?: Partial<AskOptions>): Promise<boolean> =>
      dirtyRef.current
        ? askFirst({
            title: options?.title ?? t('editor.leave.title'),
            message: options?.message ?? t('editor.leave.text'),
            confirmLabel: options?.confirmLabel ?? t('editor.leave.discard'),
            cancelLabel: options?.cancelLabel ?? t('editor.leave.stay'),
            isDanger: options?.isDanger,
          })
        : Promise.resolve(true),
    [t],
  );

  return { markClean, confirmDiscard };
}
