import { Badge, useComputedColorScheme } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Colours whose darkest shade is still too pale for text on their tint: their label is near black. */
const PALE = new Set(['yellow', 'orange', 'lime']);

/**
 * A status as a light badge whose label keeps 4.5:1 (Mantine's light variant does not): in the light
 * scheme the palest tint behind the darkest shade (near black for pale colours), in the dark scheme
 * Mantine's tint behind a pale shade.
 */
export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  const isDark = useComputedColorScheme('light') === 'dark';
  const text = isDark
    ? `var(--mantine-color-${color}-2)`
    : PALE.has(color)
      ? 'var(--mantine-color-dark-7)'
      : `var(--mantine-color-${color}-9)`;
  const vars = {
    '--badge-color': text,
    ...(isDark ? {} : { '--badge-bg': `var(--mantine-color-${color}-0)` }),
  };
  return (
    <Badge variant="light" color={color} style={{ flexShrink: 0, ...vars } as CSSProperties}>
      {children}
    </Badge>
  );
}
