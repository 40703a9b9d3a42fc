import { notifications } from '@mantine/notifications';

/** Positive toast (green). */
export function toastSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 });
}

/** Failure toast (red). */
export function toastError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: 6000 });
}

/** Neutral information toast. */
export function toastInfo(message: string, title?: string): void {
  notifications.show({ color: 'brand', title, message, autoClose: 4000 });
}
