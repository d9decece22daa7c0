import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusWhenLost } from './focus-when-lost.ts';

function element(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const node = template.content.firstElementChild as HTMLElement;
  document.body.append(node);
  return node;
}

describe('focusWhenLost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('focuses the result once the control used is gone, even if the result comes later', () => {
    const button = element('<button>Save</button>');
    button.focus();
    focusWhenLost('result');
    button.remove();
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(document.body);
    const result = element('<p id="result" tabindex="-1">Saved.</p>');
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(result);
  });

  it('takes focus from a control that was disabled, not from one the person moved to', () => {
    const button = element('<button>Create pass code</button>');
    const other = element('<button>Copy link</button>');
    const result = element('<p id="code" tabindex="-1">ABCD</p>');
    button.focus();
    focusWhenLost('code');
    button.setAttribute('disabled', '');
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(result);

    other.focus();
    focusWhenLost('code');
    vi.advanceTimersByTime(3000);
    expect(document.activeElement).toBe(other);
  });

  it('takes focus from the control the action was started from, if it is still there', () => {
    const button = element('<button>Change password</button>');
    button.focus();
    focusWhenLost('changed', { from: button });
    const result = element('<p id="changed" tabindex="-1">Changed.</p>');
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(result);
  });

  it('gives up after the time it was given', () => {
    element('<p id="late" tabindex="-1">Late</p>').remove();
    focusWhenLost('late', { ms: 500 });
    vi.advanceTimersByTime(600);
    const late = element('<p id="late" tabindex="-1">Late</p>');
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).not.toBe(late);
  });
});
