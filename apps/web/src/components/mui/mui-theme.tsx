import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.ts';

/**
 * The app's MUI theme around a screen or dialog that uses MUI. It comes with that screen's code,
 * not with the start-up path: the shell and Customer Search are drawn without MUI (decision 0051).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
