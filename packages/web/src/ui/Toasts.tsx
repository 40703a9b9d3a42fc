import { Notifications } from '@mantine/notifications';

/** How many toasts show at once; more wait in the queue. */
const VISIBLE_TOASTS = 4;

/**
 * Where the toasts of `toast.ts` appear: at the bottom right, away from the top bar and from the
 * page's title and its buttons, which every screen has at the top.
 */
export function Toasts() {
  return <Notifications position="bottom-right" limit={VISIBLE_TOASTS} />;
}
