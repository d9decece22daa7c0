/**
 * Small helpers around localStorage (SPEC §3: client state persists in browser local storage).
 * Storage can be unavailable (privacy modes, quota); reads then fall back and writes are dropped.
 */
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives for this page only through the caller's state.
  }
  notify();
}

/** Subscribes to changes made in this tab (writeItem) and in other tabs (storage event). */
export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
