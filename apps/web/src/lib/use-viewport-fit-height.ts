import { useCallback, useState } from 'react';

/**
 * The height that lets a box end `bottomGap` px above the bottom of the viewport when the page is
 * at its top, and at least `minHeight`: for a box that scrolls by itself (a long list), so that
 * it shows whole on the screen it opens on instead of running on below the fold, where scrolling
 * it to its end would leave its last rows out of sight. Measured from where the box starts in the
 * document (attach `ref` to it), again whenever the window or the page changes size; null before
 * the first measurement and where there is no layout (jsdom).
 */
export function useViewportFitHeight(bottomGap: number, minHeight: number) {
  const [height, setHeight] = useState<number | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const measure = () => {
        // The layout viewport: unlike innerHeight it does not change as a phone's toolbar slides away.
        const viewport = document.documentElement.clientHeight;
        if (viewport === 0) return;
        const top = element.getBoundingClientRect().top + window.scrollY;
        setHeight(Math.max(minHeight, Math.floor(viewport - top - bottomGap)));
      };
      measure();
      window.addEventListener('resize', measure);
      // Content above the box that grows or shrinks (a message, a wrapped line) moves its top.
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
      observer?.observe(document.body);
      return () => {
        window.removeEventListener('resize', measure);
        observer?.disconnect();
      };
    },
    [bottomGap, minHeight],
  );
  return { ref, height };
}
