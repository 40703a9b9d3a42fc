import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '../../ui/theme';

/** How the editor's columns are laid out at the current width (`data-mode` of Editor.module.css). */
export type EditorLayoutMode = 'narrow' | 'medium' | 'wide';

/**
 * The layout mode from the theme's breakpoints: below the mobile breakpoint everything stacks;
 * up to the tablet one (≈1200 px) the preview goes under the form; above, three columns.
 */
export function useEditorLayout(): EditorLayoutMode {
  const isWide = useMediaQuery(`(min-width: ${em(LAYOUT.breakpoints.tablet + 1)})`, false, {
    getInitialValueInEffect: false,
  });
  const isMedium = useMediaQuery(`(min-width: ${em(LAYOUT.breakpoints.mobile + 1)})`, false, {
    getInitialValueInEffect: false,
  });
  return isWide ? 'wide' : isMedium ? 'medium' : 'narrow';
}
