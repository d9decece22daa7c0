import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@keyplan/domain';

/** Below this SPEC §9 breakpoint: the media query MUI's `theme.breakpoints.down(key)` writes. */
export const below = (key: keyof typeof BREAKPOINTS) => `(max-width:${BREAKPOINTS[key] - 0.05}px)`;

/** Where matchMedia is missing (jsdom), nothing matches, as with MUI's useMediaQuery. */
const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether `query` matches now, following changes (MUI's useMediaQuery without MUI). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
