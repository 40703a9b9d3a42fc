import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from './theme';

/** True up to the mobile breakpoint (spec §9), where tables become cards and steppers stack. */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${LAYOUT.breakpoints.mobile}px)`) ?? false;
}
