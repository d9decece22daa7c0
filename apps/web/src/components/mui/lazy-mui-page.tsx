import type { ComponentProps, ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../../lib/lazy-page.ts';

/**
 * A screen or dialog built with MUI, loaded as lazyPage loads it, together with the MUI theme it
 * renders in: MUI and emotion arrive with the first screen that needs them (decision 0051).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props read back below
export function lazyMuiPage<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): LazyPage<ComponentProps<C> & object> {
  type P = ComponentProps<C> & object;
  return lazyPage<P>(() =>
    Promise.all([load(), import('./mui-theme.tsx')]).then(([screen, { MuiTheme }]) => {
      const Screen = screen.default as ComponentType<P>;
      function ThemedScreen(props: P) {
        return (
          <MuiTheme>
            <Screen {...props} />
          </MuiTheme>
        );
      }
      ThemedScreen.displayName = `Themed(${Screen.displayName ?? Screen.name})`;
      return { default: ThemedScreen };
    }),
  );
}
