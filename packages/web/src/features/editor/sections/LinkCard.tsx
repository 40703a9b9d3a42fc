import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type LinkCardProps = { icon: ReactNode; text: string; to: string; linkLabel: string; children?: ReactNode };

/** A part of the event edited on its own screen: what it is, and the way there. */
export function LinkCard({ icon, text, to, linkLabel, children }: LinkCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} align="flex-start">
          <Text size="sm">{text}</Text>
          {children}
          <Button component={Link} to={to} rightSection={<IconArrowRight size={16} aria-hidden />}>
            {linkLabel}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
