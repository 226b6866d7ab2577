/**
 * Messages between the site server and a render process: JSON, each preceded by its length (4
 * bytes, big-endian). Node's own IPC channel reads a message whole however long it is; here the
 * reader refuses a frame longer than its limit as soon as it sees the length, so a hostile render
 * process cannot make the site server buffer hundreds of megabytes.
 *
 * Loaded by the render process itself (Node strips the types): node built-ins only.
 */
import { Buffer } from 'node:buffer';

const HEADER_BYTES = 4;

class FrameTooLargeError extends Error {
  constructor(bytes: number, limit: number) {
    super(`a message of ${bytes} bytes, more than ${limit}`);
    this.name = 'FrameTooLargeError';
  }
}

export function encodeFrame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32BE(body.length, 0);
  return Buffer.concat([header, body]);
}

/**
 * Collects chunks and gives back each whole message; throws FrameTooLargeError as soon as a
 * header names more than `maxBytes`, before any of that frame is kept.
 */
export class FrameReader {
  /** The longest frame accepted now: a number, or a function asked at each frame's header. */
  private readonly maxBytes: () => number;
  private pending: Buffer[] = [];
  private buffered = 0;

  constructor(maxBytes: number | (() => number)) {
    this.maxBytes = typeof maxBytes === 'number' ? () => maxBytes : maxBytes;
  }

  push(chunk: Buffer): unknown[] {
    return this.pushSized(chunk).map((frame) => frame.message);
  }

  /** Each whole message with its length on the wire. */
  pushSized(chunk: Buffer): { message: unknown; bytes: number }[] {
    this.pending.push(chunk);
    this.buffered += chunk.length;
    const messages: { message: unknown; bytes: number }[] = [];
    while (this.buffered >= HEADER_BYTES) {
      // The header alone first: a long message is joined once, when all of it is here.
      const head = this.pending[0] as Buffer;
      const length = (head.length >= HEADER_BYTES ? head : Buffer.concat(this.pending, HEADER_BYTES)).readUInt32BE(0);
      const limit = this.maxBytes();
      if (length > limit) throw new FrameTooLargeError(length, limit);
      if (this.buffered < HEADER_BYTES + length) break;
      const data = this.pending.length === 1 ? head : Buffer.concat(this.pending, this.buffered);
      messages.push({ message: JSON.parse(data.subarray(HEADER_BYTES, HEADER_BYTES + length).toString('utf8')), bytes: HEADER_BYTES + length });
      const rest = data.subarray(HEADER_BYTES + length);
      this.pending = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }
}
