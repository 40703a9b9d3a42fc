import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '../../ui/theme';

const WIDER_THAN_PHONE = `(min-width: ${em(LAYOUT.breakpoints.mobile + 1)})`;

/**
 * True up to the spec's mobile breakpoint (767 px): the venue's header is one line with a menu, the
 * room's places get a tap list and the chat opens as a bottom sheet instead of a side panel. Read at
 * the first render, so a desktop never flashes the phone layout.
 */
export function usePhoneLayout(): boolean {
  return !useMediaQuery(WIDER_THAN_PHONE, undefined, { getInitialValueInEffect: false });
}
