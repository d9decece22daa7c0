import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDraft } from '../../editor/draft-store.ts';
import { buildSafekeyOrder } from '../../../../testing/key-system-fixtures.ts';
import { buildLargeTree, renderKeySystem } from '../../../../testing/render-key-system.tsx';

const LARGE = buildSafekeyOrder(buildLargeTree(40, 1000));
/** Enough rows to scroll (211), quicker to load on a busy machine. */
const MEDIUM = buildSafekeyOrder(buildLargeTree(10, 200));
const list = () => screen.findByRole('list', { name: 'Lock system hierarchy' });
const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Lock system hierarchy' })).getByRole('button', {
    name: new RegExp(`^${name}\\b`),
  });

// jsdom has no layout and cannot scroll: give the scroller a height to scroll in, and let the
// virtualizer's scrollTo move scrollTop and report it, later, as a browser does.
const originalScrollTo = HTMLElement.prototype.scrollTo;
async function scroller() {
  const element = (await list()).parentElement!;
  Object.defineProperty(element, 'scrollHeight', {
    configurable: true,
    value: Number(element.querySelector('li')!.getAttribute('aria-setsize')) * 64,
  });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 600 });
  return element;
}
beforeEach(() => {
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollTop = typeof options === 'object' ? (options.top ?? this.scrollTop) : Number(options);
    setTimeout(() => fireEvent.scroll(this), 0);
  } as typeof HTMLElement.prototype.scrollTo;
});
afterEach(() => {
  HTMLElement.prototype.scrollTo = originalScrollTo;
  closeDraft();
});

// Loading 1,000 lock sets in jsdom takes seconds on a busy 2-core machine.
describe('the hierarchy of a large system', { timeout: 30_000 }, () => {
  it('renders only a window of the 1,041 rows, and the rows further down on scrolling', async () => {
    renderKeySystem(LARGE);
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-setsize', '1041');
    expect(screen.queryByRole('button', { name: /^LOCK SET 1000\b/ })).not.toBeInTheDocument();

    const element = await scroller();
    element.scrollTop = 1040 * 64;
    fireEvent.scroll(element);
    expect(await screen.findByRole('button', { name: /^LOCK SET 1000\b/ })).toBeInTheDocument();
    expect(within(await list()).getAllByRole('listitem').length).toBeLessThan(40);
  });

  it('keeps the focused row rendered while it is scrolled away', async () => {
    renderKeySystem(MEDIUM);
    const element = await scroller();
    row('LOCK SET 1').focus();
    element.scrollTop = 210 * 64;
    fireEvent.scroll(element);
    expect(await screen.findByRole('button', { name: /^LOCK SET 200\b/ })).toBeInTheDocument();
    expect(row('LOCK SET 1')).toHaveFocus();
  });

  it('moves focus with the arrow keys, Home and End, scrolling to rows not rendered yet', async () => {
    const { user } = renderKeySystem(MEDIUM);
    await scroller();
    row('GRAND MASTER KEY').focus();
    await user.keyboard('{ArrowDown}');
    expect(row('MASTER KEY 1')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(row('LOCK SET 1')).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(row('LOCK SET 200')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(row('LOCK SET 190')).toHaveFocus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(row('GRAND MASTER KEY')).toHaveFocus());
  });

  it('is one stop in the Tab order: only the controls of one row are tabbable, the focused or selected one', async () => {
    const { user } = renderKeySystem(MEDIUM);
    const tabbable = async () =>
      within(await list())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0)
        .map((button) => button.getAttribute('aria-label') ?? button.textContent?.split('·')[0]?.trim());
    // Nothing focused yet: the selection (the grand master key) holds the stop.
    expect(await tabbable()).toEqual([expect.stringMatching(/^GRAND MASTER KEY/), 'Actions for GRAND MASTER KEY']);
    expect(row('MASTER KEY 1')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('button', { name: 'Lock sets of MASTER KEY 1' })).toHaveAttribute('tabindex', '-1');

    row('GRAND MASTER KEY').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(row('LOCK SET 1')).toHaveFocus();
    expect(await tabbable()).toEqual([
      expect.stringMatching(/^LOCK SET 1/),
      'Edit LOCK SET 1',
      'Actions for LOCK SET 1',
    ]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit LOCK SET 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Actions for LOCK SET 1' })).toHaveFocus();
    await user.tab();
    expect((await list()).contains(document.activeElement)).toBe(false);
  });

  it('collapses a master key and scrolls to a node added far down', async () => {
    const { user } = renderKeySystem(MEDIUM);
    await scroller();
    await user.click(screen.getByRole('button', { name: 'Lock sets of MASTER KEY 1' }));
    expect(screen.getByRole('button', { name: 'Lock sets of MASTER KEY 1' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(await list()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '191');
    expect(screen.queryByRole('button', { name: /^LOCK SET 1\b/ })).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('region', { name: 'Hierarchy' })).getByRole('button', { name: 'Add master key' }),
    );
    expect(await screen.findByRole('button', { name: /^MASTER KEY 11\b/ })).toHaveAttribute('aria-current', 'true');
  });
});
