import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { blurredApp } from './blur';

export type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  isDanger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
};

/** Asks before a destructive or lossy action (UI.md: every destructive action asks first). */
export function confirmAction(options: ConfirmOptions): void {
  blurredApp.push();
  modals.openConfirmModal({
    title: options.title,
    size: 'sm',
    children:
      typeof options.message === 'string' ? <Text size="sm">{options.message}</Text> : options.message,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
    confirmProps: { color: options.isDanger ? 'red' : undefined },
    onConfirm: options.onConfirm,
    onCancel: options.onCancel,
    onClose: () => blurredApp.pop(),
  });
}
