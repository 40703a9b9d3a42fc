import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from '../Editor.module.css';

type ElementRowProps = {
  label: string;
  /** A dimmed second line (kind, slot, time…). */
  meta?: ReactNode;
  /** Shown before the texts (a room's thumbnail). */
  leading?: ReactNode;
  /** Shown after the texts (badges). */
  trailing?: ReactNode;
  onOpen(): void;
};

/** One element of a list: a button that opens its form. */
export function ElementRow({ label, meta, leading, trailing, onOpen }: ElementRowProps) {
  return (
    <UnstyledButton
      onClick={onOpen}
      w="100%"
      py={8}
      px="xs"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      className={classes.row}
    >
      <Group wrap="nowrap" gap="sm">
        {leading}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {label}
          </Text>
          {meta && (
            <Text size="xs" c="dimmed" truncate component="div">
              {meta}
            </Text>
          )}
        </div>
        {trailing}
        <IconChevronRight size={16} aria-hidden style={{ flex: '0 0 auto', opacity: 0.5 }} />
      </Group>
    </UnstyledButton>
  );
}

/** A list of element rows that keeps its order (no reordering). */
export function ElementList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** An item of an ElementList. */
export function ElementListItem({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" px={4}>
      {children}
    </Paper>
  );
}
