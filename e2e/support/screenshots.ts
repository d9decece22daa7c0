import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** e2e/screenshots/ (gitignored): pictures for a person to look at, not compared by the tests. */
const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url);

interface ScreenshotOptions {
  fullPage?: boolean;
  /** False where the page's clock is installed: its animations do not run on their own then. */
  settle?: boolean;
}

export async function saveScreenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<void> {
  // Let transitions (dialog fade-in, toasts) finish so the picture shows the settled screen.
  if (options.settle !== false)
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
    );
  // A full-page picture stretches the viewport to the page's height and back. Chromium takes the
  // viewport shrinking back, with a text field focused, for an on-screen keyboard opening, and
  // scrolls that field into view at the next mouse press: the press lands on the field's part of
  // the page instead of the control under the pointer (on a phone "Send engraving update" then
  // opened nothing). So the focused field lets go of focus for the picture and gets it back after,
  // without scrolling.
  const fullPage = options.fullPage ?? false;
  const refocus = fullPage
    ? await page.evaluateHandle(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLElement) || active === document.body) return null;
        active.blur();
        return active;
      })
    : null;
  await page.screenshot({
    path: fileURLToPath(new URL(`${name}.png`, SCREENSHOT_DIR)),
    fullPage,
    animations: 'disabled',
  });
  if (refocus) {
    await refocus.evaluate((element) => element?.focus({ preventScroll: true }));
    await refocus.dispose();
  }
}
