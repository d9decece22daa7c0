/**
 * A turn of the event loop: what other requests get between the slices of a long piece of work
 * (issue 32). Awaiting a settled promise is not one: microtasks run before any I/O.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
