/**
 * Whether this instance wants requests (decision 0031): `/readyz` answers 503 from the moment it
 * starts draining (SIGTERM), so that a load balancer stops sending it requests, while `/healthz`
 * (liveness) stays 200 until the process ends.
 */
export function createReadiness() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
