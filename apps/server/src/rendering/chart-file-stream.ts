import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { yieldBetweenRows } from './chart-rows.ts';

/** Resolves once `out` has room again; rejects if it closes or fails first (its reader went away). */
function drained(out: Writable): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain).off('close', onClose).off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('the charting file’s reader went away'));
    out.on('drain', onDrain).on('close', onClose).on('error', settle);
  });
}

/**
 * Before row `index` of a file written into `out`: lets other work run every few hundred rows,
 * and waits while `out` is full. The writers produce rows far faster than a client reads them:
 * without the wait, the file would pile up in `out`'s buffer instead of in the client's.
 */
export async function paceRow(index: number, out: Writable): Promise<void> {
  await yieldBetweenRows(index);
  if (out.writableNeedDrain) await drained(out);
}

/** Resolves once everything written into `out` has been handed on ('finish'); rejects if it failed or closed first. */
export const flushed = (out: Writable): Promise<void> => finished(out, { readable: false });

/** The rows after the header, read again from the start by each loop over them. */
export function bodyOf<T>(rows: Iterable<T>): Iterable<T> {
  return {
    *[Symbol.iterator]() {
      let header = true;
      for (const row of rows) {
        if (header) header = false;
        else yield row;
      }
    },
  };
}

/** The first row (the header), or an empty one. */
export function headerOf<T>(rows: Iterable<readonly T[]>): readonly T[] {
  for (const row of rows) return row;
  return [];
}

/** A whole file in one Buffer, from a writer that streams it (tests, confirmation PDFs, small files). */
export async function collect(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await write(out);
  return Buffer.concat(chunks);
}
