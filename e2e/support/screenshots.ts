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
  await page.screenshot({
    path: fileURLToPath(new URL(`${name}.png`, SCREENSHOT_DIR)),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}
