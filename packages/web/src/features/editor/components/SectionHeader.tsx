import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionHeaderProps = {
  title: string;
  description?: string;
  /** Buttons on the right (add…). */
  actions?: ReactNode;
};

/** The heading of a section of the editor, its one-line explanation and its actions. */
export function SectionHeader({ title, description, actions }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Title order={2} fz="xl">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
