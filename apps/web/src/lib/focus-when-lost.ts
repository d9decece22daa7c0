interface FocusWhenLostOptions {
  /** How long to watch, in ms. */
  ms?: number;
  /** The control the action was started from: focus still on it counts as lost too. */
  from?: Element | null;
}

/**
 * Whether focus is lost: on nothing, on the page's body, still on a control that was disabled
 * (Chrome moves focus off a disabled control only at its next rendering step), or still on the
 * control the action was started from.
 */
function focusIsLost(active: Element | null, from: Element | null): boolean {
  if (!active || active === document.body || active === from) return true;
  return active instanceof HTMLElement && active.matches(':disabled');
}

/**
 * After an action that removes or disables the control it was started from (a dialog's opener that
 * goes once the action is done, a button disabled while it works), focus falls to the page. This
 * watches for that for a while and, when it happens, focuses the element with `id`, which shows
 * what was made or how it went (issues 30, 47). It never takes focus from a control the person has
 * moved to. By id, not by ref: the element may be mounted anew while the data reloads.
 */
export function focusWhenLost(id: string, { ms = 2000, from = null }: FocusWhenLostOptions = {}): void {
  const every = 50;
  let left = Math.ceil(ms / every);
  const check = () => {
    const target = document.getElementById(id);
    if (target && focusIsLost(document.activeElement, from)) {
      target.focus();
      return;
    }
    left -= 1;
    if (left > 0) setTimeout(check, every);
  };
  setTimeout(check, every);
}
