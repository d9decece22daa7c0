import { lazy, type ComponentType } from 'react';
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

/**
 * A screen loaded in its own chunk (React.lazy) with the SPEC §9 load time-out. A failure reaches
 * the router's error element, which shows the error screen and reports it.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withTimeout(load));
}
