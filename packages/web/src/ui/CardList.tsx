import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list shown as cards (the phone form of a table): a labelled `ul` without bullets, each item a
 * bordered card `li`.
 */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One card of a CardList. */
export function CardListItem({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="li">
      {children}
    </Card>
  );
}
