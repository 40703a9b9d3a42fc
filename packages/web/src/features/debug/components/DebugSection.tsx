import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type DebugSectionProps = {
  title: string;
  description: string;
  children: ReactNode;
};

/** One card of the debug screen: a heading that names the region, a dimmed line, the content. */
export function DebugSection({ title, description, children }: DebugSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
