import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewportFitHeight } from './use-viewport-fit-height.ts';

function Probe({ gap, min }: { gap: number; min: number }) {
  const { ref, height } = useViewportFitHeight(gap, min);
  return (
    <div ref={ref} data-testid="box">
      {height === null ? 'unmeasured' : String(height)}
    </div>
  );
}

/** jsdom has no layout: give the viewport a height and the box a place on the page. */
function layOut(viewport: number, top: number, scrollY = 0) {
  vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(viewport);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top - scrollY, width: 500, height: 100 }),
  );
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollY);
}

describe('useViewportFitHeight', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reaches from where the box starts in the page to the gap above the bottom of the screen', () => {
    layOut(900, 330, 120);
    render(<Probe gap={16} min={320} />);
    expect(screen.getByTestId('box')).toHaveTextContent('554');
  });

  it('is never less than the least height', () => {
    layOut(844, 451);
    render(<Probe gap={88} min={320} />);
    expect(screen.getByTestId('box')).toHaveTextContent('320');
  });

  it('measures again when the window changes size', () => {
    layOut(900, 330);
    render(<Probe gap={16} min={320} />);
    layOut(1200, 330);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.getByTestId('box')).toHaveTextContent('854');
  });

  it('leaves the height to CSS where there is no layout', () => {
    render(<Probe gap={16} min={320} />);
    expect(screen.getByTestId('box')).toHaveTextContent('unmeasured');
  });
});
