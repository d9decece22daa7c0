import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** e2e/screenshots/ (gitignored): pictures for a person to look at, not compared by the tests. */
const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url);

export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  // Let transitions (dialog fade-in, toasts) finish so the picture shows the settled screen.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await page.screenshot({ path: fileURLToPath(new URL(`${name}.png`, SCREENSHOT_DIR)), fullPage: options.fullPage ?? false, animations: 'disabled' });
}
