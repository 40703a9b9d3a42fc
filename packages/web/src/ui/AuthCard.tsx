import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
  icon?: ReactNode;
};

/** The centred card of the login, password and registration screens. */
export function AuthCard({ title, subtitle, children, width = 480, icon }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} maw={width} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={6}>
          {icon}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
