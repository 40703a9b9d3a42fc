import type { CSSProperties } from 'react';

/**
 * The look of a button in the player's control bar: white on the player's black, a faint white
 * behind it on hover, grey when it cannot be used (in both themes: the player is always dark).
 */
export const playerBarButtonStyle = (isDisabled = false): CSSProperties =>
  ({
    '--ai-bg': 'transparent',
    '--ai-hover': 'rgba(255, 255, 255, 0.14)',
    '--ai-color': isDisabled ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-white)',
    ...(isDisabled && { background: 'transparent', color: 'var(--mantine-color-gray-6)' }),
  }) as CSSProperties;
