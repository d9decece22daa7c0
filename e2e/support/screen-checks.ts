import { expect, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoViolations } from './page-checks.ts';
import { saveScreenshot } from './screenshots.ts';

/*
 * The checks of every screen of a walk (issues 26, 47), shared by the walks: no sideways scroll, no
 * axe violation (unique landmarks too), and the help button over no control at any scroll position
 * of the page: the page is scrolled from its top to its end a few pixels at a time, so every
 * control passes where the button is (a desktop keeps the button's column free; on a phone the
 * button sits in the room at the page's end).
 */

/**
 * Scrolls the page from its top to its end `step` pixels at a time (less than half the help
 * button's height, so no control can pass under it between two stops) and, at each stop, lists the
 * visible controls whose box meets the help button's, with the scroll position; then scrolls back
 * to the top. In one evaluation: the layout follows each scroll at once.
 */
export async function controlsUnderHelpAtEveryScroll(page: Page, step = 16): Promise<string[]> {
  return page.evaluate((stride) => {
    // The help icons' landmark, whatever the language names it.
    const help = document.querySelector('aside.kp-help');
    if (!help) return ['no help button'];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], [role="tab"], [role="switch"], [tabindex]:not([tabindex="-1"])';
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const shown = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth;
    const problems = new Set<string>();
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let top = 0; ; top = Math.min(top + stride, end)) {
      window.scrollTo({ top, behavior: 'instant' });
      const helpBoxes = Array.from(help.querySelectorAll('a, button'))
        .map((element) => element.getBoundingClientRect())
        .filter(shown);
      if (helpBoxes.length > 0)
        for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          if (help.contains(control)) continue;
          const style = getComputedStyle(control);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const box = control.getBoundingClientRect();
          if (!shown(box) || !helpBoxes.some((helpBox) => meets(box, helpBox))) continue;
          const label = control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : null;
          const name = control.getAttribute('aria-label') ?? label ?? (control.textContent ?? '').trim().slice(0, 40);
          problems.add(`${control.tagName.toLowerCase()} "${name}" at scroll ${Math.round(scrollY)}`);
        }
      if (top >= end) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...problems];
  }, step);
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
 * violation (landmarks named apart too), and the help button over no control wherever the page is
 * scrolled (see above).
 */
export async function checkScreen(
  page: Page,
  screen: string,
  viewport: string,
  options: { help?: boolean; helpName?: string | RegExp } = {},
): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settleScroll(page);
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
  await expectNoHorizontalScroll(page);
  await expectNoViolations(page, { landmarks: true });
  if (options.help !== false) {
    await expect(page.getByRole('complementary', { name: options.helpName ?? 'Help' })).toBeVisible();
    expect(await controlsUnderHelpAtEveryScroll(page), `${screen}: controls under the help button`).toEqual([]);
    await settleScroll(page);
  }
  await saveScreenshot(page, `no-overlap-${screen}-${viewport}`, { fullPage: true });
}
