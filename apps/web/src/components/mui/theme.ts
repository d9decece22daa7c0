import { createTheme, type Theme } from '@mui/material/styles';
import { esES, frFR } from '@mui/material/locale';
import { BREAKPOINTS, type DisplayLocale } from '@keyplan/domain';

declare module '@mui/material/styles' {
  /** SPEC §9 adds an `xxl` breakpoint (1800 px) for wide desktops. */
  interface BreakpointOverrides {
    xxl: true;
  }
}

const PRIMARY = '#1b3a5c';

/**
 * The keyboard focus ring of every control (WCAG 2.4.7 and 2.4.11): a 3 px outline 2 px outside
 * the control, in the primary color (10:1 on white), white on the dark app bar. MUI's own ripple
 * is too faint on outlined and text buttons, so it is not relied on.
 */
export const FOCUS_RING = { outline: `3px solid ${PRIMARY}`, outlineOffset: 2 } as const;
/** The ring drawn inside controls that fill a clipping box (tabs, menu items, list rows). */
const INSET_FOCUS_RING = { '&.Mui-focusVisible': { outlineOffset: -3 } } as const;

/**
 * The app's MUI theme: SPEC §9 breakpoints (mobile < md, tablet md–lg, desktop lg and up). The page
 * baseline and the first screens' styles are plain CSS drawn from the same values
 * (components/plain/plain.css): MUI loads with the screens that use it (decision 0051).
 */
const options = {
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#c8102e' },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': FOCUS_RING,
          '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: '#fff' },
        },
      },
    },
    MuiTab: { styleOverrides: { root: INSET_FOCUS_RING } },
    MuiMenuItem: { styleOverrides: { root: INSET_FOCUS_RING } },
    MuiListItemButton: { styleOverrides: { root: INSET_FOCUS_RING } },
  },
} as const;

/** MUI's own words (pagination, autocomplete, close buttons) in each language (issue 48). */
const MUI_LOCALES = { 'en-US': {}, 'en-XA': {}, 'fr-CA': frFR, 'es-MX': esES } as const;
const themes = new Map<DisplayLocale, Theme>();

/** The theme in a language, made once. */
export function themeOf(locale: DisplayLocale): Theme {
  let made = themes.get(locale);
  if (!made) themes.set(locale, (made = createTheme(options, MUI_LOCALES[locale])));
  return made;
}

/** The theme in English. */
export const theme = themeOf('en-US');
