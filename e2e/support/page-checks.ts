import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2 levels A and AA: what the app promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * Waits for the page's finite animations and transitions (a menu fading out, a dialog fading in):
 * axe would measure the contrast of text half faded. Endless ones (spinners) are not waited for.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** No axe violations on the page as it is now (its context must come from browser.newContext()). */
export async function expectNoViolations(page: Page): Promise<void> {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
  // Axe looked at something: the page's own elements passed checks.
  expect(results.passes.length).toBeGreaterThan(0);
}

/** The page is no wider than the viewport: nothing to scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}
