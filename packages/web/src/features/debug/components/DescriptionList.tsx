import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DescriptionItem = { label: string; value: ReactNode };

/** Terms and their values as a description list, one row each, the value aligned to the right. */
export function DescriptionList({ items }: { items: readonly DescriptionItem[] }) {
  return (
    <Box component="dl" m={0}>
      {items.map(({ label, value }, index) => (
        <Group
          key={label}
          justify="space-between"
          align="center"
          wrap="nowrap"
          gap="md"
          py={8}
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0} ta="end" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
