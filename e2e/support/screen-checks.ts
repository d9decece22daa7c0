import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoViolations } from './page-checks.ts';
import { saveScreenshot } from './screenshots.ts';

/*
 * The checks of every screen of a walk (issue 26), shared by the walks: no sideways scroll, no axe
 * violation, and the floating help button over no control — on a desktop at the top of the page,
 * half way and at its end (the layout keeps the button's column free); on a phone, whose controls
 * span the screen, at the page's end, where nothing can be scrolled out from under it.
 */

/** Every visible interactive control whose box meets the help button's, named for the failure. */
export async function controlsUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const help = document.querySelector('aside[aria-label="Help"]');
    if (!help) return [];
    const helpBoxes = Array.from(help.querySelectorAll('a, button')).map((element) => element.getBoundingClientRect());
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])',
    );
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const problems: string[] = [];
    for (const control of Array.from(controls)) {
      if (help.contains(control)) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // What shows of the control: its box clipped to the viewport (a control scrolled away is not covered).
      if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
      if (helpBoxes.some((helpBox) => meets(box, helpBox))) {
        const name =
          control.getAttribute('aria-label') ?? (control.textContent ?? '').trim().slice(0, 40) ?? control.tagName;
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  });
}

/** Waits until the page has stopped scrolling for three frames (a wheel turn may scroll smoothly). */
export async function settleScroll(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * The checks of one screen: no sideways scroll (the document no wider than the window), no axe
 * violation, and the help button over no control (see above).
 */
export async function checkScreen(
  page: Page,
  screen: string,
  viewport: string,
  options: { help?: boolean } = {},
): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settleScroll(page);
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
  await expectNoHorizontalScroll(page);
  await expectNoViolations(page);
  if (options.help !== false) {
    await expect(page.getByRole('complementary', { name: 'Help' })).toBeVisible();
    // A desktop keeps the button's column free: nothing is under it wherever the page is scrolled.
    // A phone's controls span the screen: the page's end keeps room for the button instead.
    const desktop = page.viewportSize()!.width >= 900;
    const positions = desktop ? (['top', 'middle', 'end'] as const) : (['end'] as const);
    for (const position of positions) {
      await page.evaluate((where) => {
        const end = document.documentElement.scrollHeight;
        window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? (end - innerHeight) / 2 : end);
      }, position);
      await settleScroll(page);
      expect(await controlsUnderHelp(page), `${screen} (${position}): controls under the help button`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await saveScreenshot(page, `no-overlap-${screen}-${viewport}`, { fullPage: true });
}
