import type { BuiltApp } from './app.ts';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Stops an instance as SIGTERM asks (decisions 0031, 0060): `/readyz` answers 503 at once, while
 * the listener stays open for `readinessDelayMs` (at least one probe interval of the load
 * balancer) and serves what arrives, so that the balancer sees the 503 and stops sending requests
 * before the port closes; meanwhile the background work takes nothing new and the sends under way
 * finish, or, `graceMs` after the signal, their leases are given back for another instance. Then
 * the listener closes, the requests in flight finish, and the database pool is closed. Answers
 * whether the sends finished in time and how many rows were given back.
 */
export async function shutDown(
  built: Pick<BuiltApp, 'app' | 'readiness' | 'stopBackgroundWork' | 'releaseLeases'>,
  graceMs: number,
  readinessDelayMs = 0,
): Promise<{ finished: boolean; released: number }> {
  built.readiness.drain();
  const readinessSeen = delay(readinessDelayMs);
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    built.stopBackgroundWork().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearTimeout(timer);
  const released = finished ? 0 : await built.releaseLeases();
  if (!finished) built.app.log.warn({ released }, 'sends outlived the grace: their leases were given back');
  await readinessSeen;
  await built.app.close();
  return { finished, released };
}
