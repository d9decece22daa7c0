import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '@keyplan/domain';

declare module '@mui/material/styles' {
  /** SPEC §9 adds an `xxl` breakpoint (1800 px) for wide desktops. */
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** The app's MUI theme: SPEC §9 breakpoints (mobile < md, tablet md–lg, desktop lg and up). */
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: '#1b3a5c' },
    secondary: { main: '#c8102e' },
  },
});
