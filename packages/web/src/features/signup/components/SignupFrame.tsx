import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type SignupStep, SignupStepper } from './SignupStepper';

type SignupFrameProps = {
  step: SignupStep;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
  isDone?: boolean;
};

/** A wizard screen: the stepper above a card with the step's content. */
export function SignupFrame({ step, title, subtitle, children, width = 720, isDone }: SignupFrameProps) {
  return (
    <Stack gap="lg" maw={width} mx="auto" w="100%">
      <SignupStepper active={step} isDone={isDone} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <Stack gap={6}>
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
    </Stack>
  );
}
