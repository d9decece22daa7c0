import type * as ReactToastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

export type Toastify = typeof ReactToastify;
type Kind = 'success' | 'error' | 'info' | 'warning';

let toastify: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<(module: Toastify) => void>();

/**
 * react-toastify, fetched the first time a toast is shown: most screens open without one, so it
 * stays off the start-up path (issue 14). Toasts shown before its container mounts wait in
 * react-toastify's own queue.
 */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify').then((module) => {
    loaded = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return toastify;
}

/** Calls `listener` once react-toastify has arrived (at once when it has); returns the unsubscribe. */
export function onToastifyLoaded(listener: (module: Toastify) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind) {
  return (content: string, options?: ToastOptions): void => {
    // Once loaded, at once: the toast shows in the same render as the change that raised it.
    if (loaded) loaded.toast[kind](content, options);
    else void loadToastify().then((module) => module.toast[kind](content, options));
  };
}

/** react-toastify's toast for the kinds the app uses, loading the library on first use. */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
