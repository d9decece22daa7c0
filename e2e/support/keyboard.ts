import type { Locator, Page } from '@playwright/test';

/** What has focus, for messages: its tag and its name or first words. */
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? `${element.tagName} ${element.getAttribute('aria-label') ?? element.innerText?.slice(0, 40)}` : '';
  });

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const seen: string[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    seen.push(await focusedName(page));
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab: ${seen.join(' / ')}`);
}
