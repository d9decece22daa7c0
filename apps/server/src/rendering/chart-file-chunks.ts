import { Writable } from 'node:stream';

/** About how many bytes of a file cross from the worker thread in one message. */
export const CHUNK_BYTES = 64 * 1024;
/** Chunks sent and not yet taken by the reader: the sender waits beyond this many. */
export const CHUNKS_IN_FLIGHT = 2;

/** What the worker thread answers: the file in chunks (transferred, not copied), then its end, or why it failed. */
export type ChartFileAnswer =
  | { type: 'chunk'; bytes: ArrayBuffer }
  | { type: 'end' }
  | { type: 'error'; message: string };

/**
 * The stream a worker thread writes a file into (issue 44): it gathers the writes into chunks of
 * about {@link CHUNK_BYTES}, each copied once into an ArrayBuffer of its own that `post` transfers
 * to the main thread, and holds the writer back (a full stream, so its writer waits for 'drain')
 * while {@link CHUNKS_IN_FLIGHT} chunks wait to be taken: the main thread acknowledges each chunk
 * once its reader (the HTTP response) has room. What the file costs at once is then a few chunks,
 * however large it is.
 */
export class ChunkSender extends Writable {
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #inFlight = 0;
  /** The write held back until a chunk is taken. */
  #heldBack: (() => void) | undefined;
  readonly #post: (bytes: ArrayBuffer) => void;

  constructor(post: (bytes: ArrayBuffer) => void) {
    super({ highWaterMark: CHUNK_BYTES });
    this.#post = post;
  }

  /** The reader took a chunk: another may go. */
  acknowledge(): void {
    this.#inFlight -= 1;
    const heldBack = this.#heldBack;
    if (heldBack && this.#inFlight < CHUNKS_IN_FLIGHT) {
      this.#heldBack = undefined;
      heldBack();
    }
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    if (this.#pendingBytes < CHUNK_BYTES) return callback();
    this.#send();
    if (this.#inFlight < CHUNKS_IN_FLIGHT) callback();
    else this.#heldBack = () => callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    if (this.#pendingBytes > 0) this.#send();
    callback();
  }

  #send(): void {
    const bytes = new ArrayBuffer(this.#pendingBytes);
    const view = new Uint8Array(bytes);
    let at = 0;
    for (const chunk of this.#pending) {
      view.set(chunk, at);
      at += chunk.length;
    }
    this.#pending = [];
    this.#pendingBytes = 0;
    this.#inFlight += 1;
    this.#post(bytes);
  }
}
