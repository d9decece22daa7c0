/**
 * Where the help and FAQ buttons sit (SPEC §2: bottom right) and the room they take, in one place,
 * so the layout keeps content clear of them: the main area ends with this much space, the browser
 * stops focus and find-in-page scrolling above it, and parts that stick or scroll by themselves end
 * above it where the buttons are over them. From md up the buttons float at the screen's bottom
 * right; on a phone they sit in that room at the page's end, never over a control (issue 47).
 */

/** The help button's size (a large FAB). */
export const HELP_BUTTON_SIZE = 56;

/** Its distance from the right and bottom edges: phones (xs) and from md up. */
export const HELP_BUTTON_INSET = { xs: 16, md: 24 } as const;

/** Space kept free between the help button and content above it. */
const GAP = 16;

/** Height of the strip at the bottom of the viewport the help button takes, with the gap above it. */
export const HELP_CLEARANCE = {
  xs: HELP_BUTTON_INSET.xs + HELP_BUTTON_SIZE + GAP,
  md: HELP_BUTTON_INSET.md + HELP_BUTTON_SIZE + GAP,
} as const;

/**
 * Width of the column at the right edge the help button takes from md up, with a gap: the main
 * area keeps it free there (issue 26), so on a desktop no control ever scrolls under the button.
 * On a phone that column would be a fifth of the screen: there the page's end keeps the room.
 */
export const HELP_GUTTER_MD = HELP_BUTTON_INSET.md + HELP_BUTTON_SIZE + GAP / 2;
