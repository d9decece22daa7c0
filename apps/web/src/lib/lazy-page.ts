import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@keyplan/domain';

/** Thrown when a screen's code does not arrive within CHUNK_LOAD_TIMEOUT_MS (SPEC §9). */
export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/** Resolves like `load`, or rejects once `timeoutMs` has passed without an answer. */
export function withTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(`Screen code did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A lazily loaded screen that can be asked to start loading before it renders. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the screen's code (once); rendering it later then does not suspend. */
  preload: () => Promise<unknown>;
};

/**
 * A screen (or a dialog fetched ahead of its first opening) loaded in its own chunk (React.lazy)
 * with the SPEC §9 load time-out. A failure reaches the router's error element, which shows the
 * error screen and reports it. Once its code has arrived, the screen renders at once: React is
 * handed an already settled thenable instead of a promise, so it does not suspend (a suspended
 * screen is revealed up to 300 ms late).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= withTimeout(load).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A later render tries again (a flaky network), and reports the failure if it persists.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const page = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
    return settled as unknown as Promise<typeof module>;
  });
  return Object.assign(page, { preload });
}
