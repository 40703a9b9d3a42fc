import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a webcast's page or console, named by its heading (`id`); `aside` sits beside it. */
export function WebcastSection({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        {title && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Title order={2} fz="lg" id={id}>
              {title}
            </Title>
            {aside}
          </Group>
        )}
        {children}
      </Stack>
    </Card>
  );
}
