import { Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A state of the call screen that is not the call: a title, what to do, and the ways on. */
export function CallMessage({
  title,
  text,
  children,
  isAlert = true,
}: {
  title: string;
  text?: ReactNode;
  /** The buttons (try again, join another way, close). */
  children?: ReactNode;
  /** Announced at once (a refusal, a failure); false for a plain notice. */
  isAlert?: boolean;
}) {
  return (
    <Center h="100%" p="md">
      <Stack gap="md" maw={520} role={isAlert ? 'alert' : undefined}>
        <Title order={2} fz="xl">
          {title}
        </Title>
        {text && <Text>{text}</Text>}
        {children && (
          <Group gap="sm" wrap="wrap">
            {children}
          </Group>
        )}
      </Stack>
    </Center>
  );
}

/** A wait (joining, opening the camera, connecting): a spinner announced as a status. */
export function CallWaiting({ label }: { label: string }) {
  return (
    <Center h="100%" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{label}</Text>
      </Stack>
    </Center>
  );
}
