import { notifications } from '@mantine/notifications';
import i18n from 'i18next';

/** Shows a toast whose close button says what it does (axe: a button needs a name). */
function show(color: string, message: string, title: string | undefined, autoClose: number): void {
  notifications.show({
    color,
    title,
    message,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

/** Positive toast (green). */
export function toastSuccess(message: string, title?: string): void {
  show('teal', message, title, 4000);
}

/** Failure toast (red). */
export function toastError(message: string, title?: string): void {
  show('red', message, title, 6000);
}

/** Neutral information toast. */
export function toastInfo(message: string, title?: string): void {
  show('brand', message, title, 4000);
}
