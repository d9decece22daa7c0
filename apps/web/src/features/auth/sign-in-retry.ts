/**
 * Guards the "token refused → sign in again" path against a loop: if the API refuses a token that
 * was just issued (a misconfigured audience, say), signing in again would only repeat it.
 */
const KEY = 'keyplan.auth.lastRetry';
const WINDOW_MS = 60_000;

/** True (and remembered) unless a retry already happened within the last minute. */
export function shouldRetrySignIn(now: number = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY));
    if (Number.isFinite(last) && last > 0 && now - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  return true;
}
