import type { Worker } from 'node:worker_threads';
import type { CustomerPage } from '@keyplan/domain';
import { startWorker } from '../threads/start-worker.ts';

export interface SearchRequest {
  id: number;
  query: string;
  page: number;
  pageSize: number;
}

export type SearchAnswer = { id: number; result: CustomerPage } | { id: number; error: string };

/** Customer search as the customer service asks it. */
export type SearchCustomers = (query: string, page: number, pageSize: number) => Promise<CustomerPage>;

export interface CustomerSearchThread {
  search: SearchCustomers;
  /** Ends the thread; searches under way are refused. */
  close(): Promise<void>;
}

/**
 * Customer search in a worker thread of its own over the SQLite file `file` (issue 44, decision
 * 0058), started at the first search. A thread that fails refuses the searches it held; the next
 * search starts another.
 */
export function customerSearchThread(file: string): CustomerSearchThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (page: CustomerPage) => void; reject: (error: Error) => void }>();

  const refuseAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  function started(): Worker {
    if (worker) return worker;
    const thread = startWorker(import.meta.url, 'customer-search', { file });
    thread.unref();
    thread.on('message', (answer: SearchAnswer) => {
      const asked = waiting.get(answer.id);
      if (!asked) return;
      waiting.delete(answer.id);
      if ('error' in answer) asked.reject(new Error(`Customer search failed: ${answer.error}`));
      else asked.resolve(answer.result);
    });
    const ended = (error: Error) => {
      if (worker === thread) worker = undefined;
      refuseAll(error);
    };
    thread.on('error', ended);
    thread.on('exit', (code) => ended(new Error(`The customer search thread ended (exit code ${code}).`)));
    worker = thread;
    return thread;
  }

  return {
    search(query, page, pageSize) {
      const id = (nextId += 1);
      return new Promise<CustomerPage>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, query, page, pageSize } satisfies SearchRequest);
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
