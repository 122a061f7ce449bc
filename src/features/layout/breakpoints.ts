/**
 * The three layout widths of the spec: mobile (below Mantine's sm, 768 px), medium (sm up to
 * lg) and large (lg, 1200 px, and up). Menu and chat share the screen only at large width.
 */
import { useMediaQuery } from '@mantine/hooks';

export const LAYOUT = {
  navOpenWidth: 220,
  navClosedWidth: 68,
  toolbarMobile: 56,
  toolbarDesktop: 72,
  bottomNav: 56,
  chatWidth: { sm: 300, lg: 340 },
  transitionMs: 300,
} as const;

export type LayoutWidth = 'mobile' | 'medium' | 'large';

export function useLayoutWidth(): LayoutWidth {
  const atLeastSm = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const atLeastLg = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  if (!atLeastSm) return 'mobile';
  return atLeastLg ? 'large' : 'medium';
}
