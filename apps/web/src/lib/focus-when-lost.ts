/**
 * After an action that removes the control it was started from (a dialog's opener that goes once
 * the action is done), focus falls to the page. This watches for that for a while (`ms`) and, when
 * it happens, focuses the element with `id`, which shows what was made (issue 30). It never takes
 * focus from a control the person has moved to. By id, not by ref: the element may be mounted
 * anew while the data reloads.
 */
export function focusWhenLost(id: string, ms = 2000, every = 50): void {
  let left = Math.ceil(ms / every);
  const check = () => {
    const active = document.activeElement;
    const target = document.getElementById(id);
    if ((!active || active === document.body) && target) {
      target.focus();
      return;
    }
    left -= 1;
    if (left > 0) setTimeout(check, every);
  };
  setTimeout(check, every);
}
