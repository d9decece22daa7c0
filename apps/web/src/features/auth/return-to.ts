/**
 * Where to go after sign-in. Only same-origin paths are accepted, so a forged state cannot send
 * the user to another site after the callback.
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}

/** Reads `returnTo` from the state carried through the sign-in redirect. */
export function returnToFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'returnTo' in state) return safeReturnTo(state.returnTo);
  return '/';
}
