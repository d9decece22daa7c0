import type { BuiltApp } from './app.ts';

/**
 * Stops an instance as SIGTERM asks (decision 0031): `/readyz` fails at once, so the load
 * balancer stops sending requests; the background work takes nothing new and the sends under way
 * finish, or, past `graceMs`, their leases are given back for another instance; then the server
 * refuses new requests, waits for those in flight, and the database pool is closed. Answers whether
 * the sends finished in time and how many rows were given back.
 */
export async function shutDown(
  built: Pick<BuiltApp, 'app' | 'readiness' | 'stopBackgroundWork' | 'releaseLeases'>,
  graceMs: number,
): Promise<{ finished: boolean; released: number }> {
  built.readiness.drain();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    built.stopBackgroundWork().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearTimeout(timer);
  const released = finished ? 0 : await built.releaseLeases();
  if (!finished) built.app.log.warn({ released }, 'sends outlived the grace: their leases were given back');
  await built.app.close();
  return { finished, released };
}
