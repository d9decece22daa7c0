import { waitUntilReady, type ServerProcess } from './server-process.ts';
import { waitUntilBalanced, type LoadBalancer } from './haproxy.ts';

/** What clients saw while the load ran. */
export interface LoadFigures {
  requests: number;
  /** Requests that got no answer at all (connection refused or reset). */
  errors: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** A few of the errors' messages, for a failing test to show. */
  errorSamples: string[];
  p99Ms: number;
}

/**
 * `connections` clients asking `paths` in turn through `url`, one request after another each,
 * until `stop`: every request counted, with its latency.
 */
export function startLoad(url: string, paths: string[], headers: Record<string, string>, connections = 8) {
  let running = true;
  const latencies: number[] = [];
  const figures: LoadFigures = { requests: 0, errors: 0, serverErrors: 0, statuses: {}, errorSamples: [], p99Ms: 0 };
  const client = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const started = performance.now();
      figures.requests += 1;
      try {
        const answer = await fetch(`${url}${paths[turn % paths.length]}`, { headers });
        await answer.arrayBuffer();
        figures.statuses[answer.status] = (figures.statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500) figures.serverErrors += 1;
      } catch (error) {
        figures.errors += 1;
        if (figures.errorSamples.length < 5) figures.errorSamples.push(String((error as Error).cause ?? error));
      }
      latencies.push(performance.now() - started);
    }
  };
  const clients = Array.from({ length: connections }, (_, index) => client(index));
  return {
    async stop(): Promise<LoadFigures> {
      running = false;
      await Promise.all(clients);
      latencies.sort((a, b) => a - b);
      figures.p99Ms = Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0);
      return figures;
    },
  };
}

/**
 * A rolling restart as a deploy does it: each instance in turn is asked to stop (SIGTERM), started
 * again on its port once it has ended, and the next one taken only when the balancer sends to all
 * of them again. `start(index)` starts instance `index`; answers how long each stop took.
 */
export async function rollingRestart(
  instances: ServerProcess[],
  start: (index: number) => ServerProcess,
  balancer: LoadBalancer,
): Promise<number[]> {
  const stops: number[] = [];
  for (let index = 0; index < instances.length; index += 1) {
    const stopping = instances[index]!;
    const started = performance.now();
    stopping.child.kill('SIGTERM');
    const ended = await stopping.exited;
    if (ended.code !== 0)
      throw new Error(`${stopping.name} ended with ${JSON.stringify(ended)}:\n${stopping.output.join('')}`);
    stops.push(Math.round(performance.now() - started));
    instances[index] = start(index);
    await waitUntilReady(instances[index]!, 120_000);
    await waitUntilBalanced(balancer, instances.length);
  }
  return stops;
}
