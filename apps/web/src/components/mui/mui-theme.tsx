import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { useLocale } from '../../i18n/language.ts';
import { themeOf } from './theme.ts';

/**
 * The app's MUI theme around a screen or dialog that uses MUI. It comes with that screen's code,
 * not with the start-up path: the shell and Customer Search are drawn without MUI (decision 0051).
 * MUI's own words follow the language on show.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeOf(useLocale())}>{children}</ThemeProvider>;
}
