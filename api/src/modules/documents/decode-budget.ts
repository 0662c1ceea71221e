/**
 * A hard limit on what pdf-lib may allocate while it decodes streams (docs/decisions/445). pdf-lib
 * decodes object and cross-reference streams whole when it opens a file, into typed arrays that
 * live outside the worker's heap limit; the pre-scan measures them first, but a decoder that
 * cannot pass the budget is what makes a file that talks past the pre-scan harmless.
 *
 * Every pdf-lib decoder (Flate, LZW, run-length, ASCII85, ASCIIHex) grows its output through
 * DecodeStream.ensureBuffer; each growth is charged to the budget of the window it runs in, and
 * past the budget it throws instead of allocating. pdf-lib swallows errors while it parses an
 * object, so the window remembers it was exceeded and `withDecodeBudget` throws at its end.
 * Worker only: the document-job worker runs every job in a window (one job at a time).
 */
import { createRequire } from 'node:module';

interface DecodeStreamLike {
  buffer: Uint8Array;
  minBufferLength: number;
  ensureBuffer(requested: number): Uint8Array;
}

export class DecodeBudgetExceeded extends Error {
  override readonly name = 'DecodeBudgetExceeded';
  constructor(readonly budgetBytes: number) {
    super(`Decoding this PDF would take more than ${budgetBytes} bytes.`);
  }
}

interface Window {
  budgetBytes: number;
  leftBytes: number;
  exceeded: boolean;
}

let current: Window | null = null;

const DecodeStream = (
  createRequire(import.meta.url)('pdf-lib/cjs/core/streams/DecodeStream.js') as {
    default: { prototype: DecodeStreamLike };
  }
).default;
const growBuffer = DecodeStream.prototype.ensureBuffer;

DecodeStream.prototype.ensureBuffer = function ensureBudgetedBuffer(this: DecodeStreamLike, requested: number) {
  const window = current;
  const have = this.buffer.byteLength;
  if (window && requested > have) {
    // The size pdf-lib is about to allocate: the smallest power of two from its minimum that fits.
    let size = this.minBufferLength;
    while (size < requested) size *= 2;
    window.leftBytes -= size - have;
    if (window.exceeded || window.leftBytes < 0) {
      window.exceeded = true;
      throw new DecodeBudgetExceeded(window.budgetBytes);
    }
  }
  return growBuffer.call(this, requested);
};

/**
 * Runs `work` with pdf-lib's decoders held to `budgetBytes` of buffers in all; throws
 * DecodeBudgetExceeded if they reached it, even where pdf-lib caught the error and went on.
 * Windows nest: an inner one has its own budget, and the outer one applies again after it.
 */
export async function withDecodeBudget<T>(budgetBytes: number, work: () => Promise<T>): Promise<T> {
  const outer = current;
  const window: Window = { budgetBytes, leftBytes: budgetBytes, exceeded: false };
  current = window;
  try {
    const result = await work();
    if (window.exceeded) throw new DecodeBudgetExceeded(budgetBytes);
    return result;
  } finally {
    current = outer;
  }
}

/** The budget for opening a file whose streams the pre-scan allows to decode to `capBytes`: pdf-lib's buffers double as they grow. */
export const openingBudgetFor = (capBytes: number) => 2 * capBytes;
