import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2 levels A and AA: what the app promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa'];

/**
 * Waits until the page's finite animations and transitions (a menu fading out, a dialog fading
 * in, a button's colours easing from disabled to enabled) have finished and none has started for
 * five frames: axe would measure the contrast of text half faded. Waiting only for the ones
 * running at the call missed a transition that began a moment later (a button enabled when the
 * system finished loading, right after a new order opened /key-system). Endless ones (spinners)
 * are not waited for.
 */
export async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let quiet = 0; quiet < 5; ) {
      const now = running();
      if (now.length > 0) {
        quiet = 0;
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      } else quiet += 1;
      await frame();
    }
  });
}

/**
 * No axe violations on the page as it is now (its context must come from browser.newContext()).
 * With `landmarks`, also axe's best practice that no two landmarks of a kind share a name
 * (`landmark-unique`: a section and the form inside it both 'Lock set', issue 47).
 */
export async function expectNoViolations(page: Page, options: { landmarks?: boolean } = {}): Promise<void> {
  await settleTransitions(page);
  const axe = new AxeBuilder({ page });
  // Before withTags: options() replaces what withTags sets.
  if (options.landmarks) axe.options({ rules: { 'landmark-unique': { enabled: true } } });
  const results = await axe.withTags(WCAG_TAGS).analyze();
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
