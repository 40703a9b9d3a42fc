import { Badge, Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A button of the venue's header with an unread count: a red badge when there is something new,
 * and an accessible name that says how much (`unreadLabel`), since the badge itself is hidden.
 */
export function UnreadButton({
  label,
  unreadLabel,
  unread,
  icon,
  onClick,
}: {
  label: string;
  unreadLabel: string;
  unread: number;
  icon?: ReactNode;
  onClick(): void;
}) {
  return (
    <Button
      variant="white"
      color="dark"
      size="sm"
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
