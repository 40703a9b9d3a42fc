import { Badge, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { TOUCH_TARGET_PX } from '../venue';

/**
 * A button of the venue's header with an unread count: a red badge when there is something new,
 * and an accessible name that says how much (`unreadLabel`), since the badge itself is hidden.
 */
export function UnreadButton({
  label,
  unreadLabel,
  unread,
  icon,
  id,
  isTouch = false,
  onClick,
}: {
  label: string;
  unreadLabel: string;
  unread: number;
  icon?: ReactNode;
  id?: string;
  /** A phone's header: at least 44 px high (a touch target). */
  isTouch?: boolean;
  onClick(): void;
}) {
  return (
    <Button
      id={id}
      variant="white"
      color="dark"
      size="sm"
      style={isTouch ? { minHeight: TOUCH_TARGET_PX } : undefined}
      leftSection={icon}
      aria-label={unread > 0 ? unreadLabel : label}
      onClick={onClick}
      rightSection={
        unread > 0 && (
          <Badge size="sm" circle color="red" aria-hidden>
            {unread}
          </Badge>
        )
      }
    >
      {label}
    </Button>
  );
}
