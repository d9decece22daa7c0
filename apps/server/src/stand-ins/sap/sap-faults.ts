/**
 * Fault switches of the embedded SAP stand-in, kept in memory: each arms the next n requests
 * (the CSRF token fetch aside). Tests and the app's owner reach them through the object
 * `registerEmbeddedSap` returns; no HTTP endpoint exposes them.
 */
export interface SapFaults {
  /** Hold the reply of the next n requests longer than the client waits, doing nothing. */
  timeoutNext(n?: number): void;
  /** Answer the next n requests with a 503 in SAP's error format, doing nothing. */
  fail5xxNext(n?: number): void;
  /** Carry out the next n writes, then drop the connection without an answer. */
  loseReplyNext(n?: number): void;
  /** Refuse the next n writes with SAP's error that the order has no charted customer partner. */
  missingChartedCustomerNext(n?: number): void;
  /** Refuse the next n updates with 412, as SAP does when the ETag sent is no longer the entity's. */
  preconditionFailedNext(n?: number): void;
  /** Disarm every switch. */
  reset(): void;
}

export type FaultName = 'timeout' | 'fail5xx' | 'loseReply' | 'missingChartedCustomer' | 'preconditionFailed';

export function createFaults() {
  const armed: Record<FaultName, number> = {
    timeout: 0,
    fail5xx: 0,
    loseReply: 0,
    missingChartedCustomer: 0,
    preconditionFailed: 0,
  };
  const switches: SapFaults = {
    timeoutNext: (n = 1) => void (armed.timeout = n),
    fail5xxNext: (n = 1) => void (armed.fail5xx = n),
    loseReplyNext: (n = 1) => void (armed.loseReply = n),
    missingChartedCustomerNext: (n = 1) => void (armed.missingChartedCustomer = n),
    preconditionFailedNext: (n = 1) => void (armed.preconditionFailed = n),
    reset: () => {
      for (const name of Object.keys(armed) as FaultName[]) armed[name] = 0;
    },
  };
  /** True (and one use fewer) when the fault is armed. */
  function take(name: FaultName): boolean {
    if (armed[name] <= 0) return false;
    armed[name] -= 1;
    return true;
  }
  return { switches, take };
}
