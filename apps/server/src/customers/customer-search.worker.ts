import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteReader } from '../db/database.ts';
import { searchCustomers } from './customer-search.repository.ts';
import type { SearchAnswer, SearchRequest } from './customer-search-thread.ts';

/**
 * The thread customer search runs in on SQLite (issue 44): a connection of its own to the server's
 * file, which only reads (WAL lets it read beside the server's writes), so that a search over a
 * million customers never holds the server's event loop: the synchronous driver would.
 */
const db = openSqliteReader((workerData as { file: string }).file);

const answer = (message: SearchAnswer) => parentPort!.postMessage(message);

parentPort!.on('message', ({ id, query, page, pageSize }: SearchRequest) => {
  searchCustomers(db, query, page, pageSize).then(
    (result) => answer({ id, result }),
    (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
