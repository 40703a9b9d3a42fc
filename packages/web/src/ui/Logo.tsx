import { Group, Text } from '@mantine/core';

type LogoProps = { size?: number; withWordmark?: boolean };

/** The Foyer mark: a house-shaped doorway with a warm light. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-6)" />
      <path
        d="M14 50V26L32 13l18 13v24"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M25 50V36a7 7 0 0 1 14 0v14" fill="#fff" />
      <circle cx="32" cy="26" r="3" fill="#ffd166" />
    </svg>
  );
}

export function Logo({ size = 32, withWordmark = true }: LogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <LogoMark size={size} />
      {withWordmark && (
        <Text component="span" fw={700} fz={size * 0.62} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Foyer
        </Text>
      )}
    </Group>
  );
}
