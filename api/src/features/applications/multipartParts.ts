/**
 * The parts a multipart body declares, counted from its bytes beside the parser. The parser
 * (busboy) skips a part it cannot trust without a word: one whose name or file name holds a bare
 * CR or LF (a header line could be smuggled in with it), or one without a form-data
 * Content-Disposition. A document skipped that way vanished from an application that was then
 * answered 201. Here every delimiter line is counted and the name in each part's header kept, so
 * the route can refuse a body with a part it was never given.
 */
import type { IncomingMessage } from 'node:http';

/** Enough of a part's header to read its name (the API refuses headers longer than this anyway). */
const HEADER_BYTES = 2048;

export interface DeclaredPart {
  /** The name="…" of its Content-Disposition, as far as it can be read; null when there is none. */
  name: string | null;
}

/** The boundary of a multipart/form-data Content-Type, quoted or not; null when there is none. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export class PartScanner {
  readonly parts: DeclaredPart[] = [];
  private readonly needle: Buffer;
  /** The last bytes of what came before, so that a delimiter split between two chunks is found. */
  private tail: Buffer;
  /** The header of the part being read, until its blank line or HEADER_BYTES. */
  private header: Buffer[] | null = null;
  private headerLength = 0;
  private closed = false;

  constructor(boundary: string) {
    this.needle = Buffer.from(`\r\n--${boundary}`, 'latin1');
    // The first delimiter may open the body, with no line break before it.
    this.tail = Buffer.from('\r\n');
  }

  /** Reads the body as it arrives, beside the parser (a 'data' listener on the request). */
  static attach(request: IncomingMessage, boundary: string): PartScanner {
    const scanner = new PartScanner(boundary);
    request.on('data', (chunk: Buffer) => scanner.feed(chunk));
    return scanner;
  }

  feed(chunk: Buffer): void {
    if (this.closed) return;
    const text = Buffer.concat([this.tail, chunk]);
    // A header that began in an earlier chunk goes on in this one (the tail is in it already).
    this.addToHeader(chunk);
    let from = 0;
    for (;;) {
      const at = text.indexOf(this.needle, from);
      if (at < 0) break;
      this.finishHeader();
      from = at + this.needle.length;
      // "--" after the boundary closes the body: the epilogue is no part.
      if (text.length >= from + 2 && text[from] === 0x2d && text[from + 1] === 0x2d) {
        this.closed = true;
        return;
      }
      this.header = [];
      this.headerLength = 0;
      this.addToHeader(text.subarray(from));
    }
    this.tail = text.subarray(Math.max(0, text.length - this.needle.length + 1));
  }

  /** Keeps at most HEADER_BYTES of the open header; a blank line or that many bytes end it. */
  private addToHeader(bytes: Buffer): void {
    if (!this.header) return;
    const kept = bytes.subarray(0, HEADER_BYTES - this.headerLength);
    this.header.push(kept);
    this.headerLength += kept.length;
    if (this.headerLength >= HEADER_BYTES || Buffer.concat(this.header).includes('\r\n\r\n')) this.finishHeader();
  }

  private finishHeader(): void {
    if (!this.header) return;
    const bytes = Buffer.concat(this.header);
    const end = bytes.indexOf('\r\n\r\n');
    const text = bytes.subarray(0, end < 0 ? bytes.length : end).toString('utf8');
    const name = /content-disposition:[^\r\n]*?;\s*name="([^"\r\n]{0,200})"/i.exec(text)?.[1] ?? null;
    this.parts.push({ name });
    this.header = null;
  }
}

/**
 * The first declared part the parser did not hand over (parts arrive in order; `delivered` holds
 * the names the parser gave), or undefined when every declared part arrived.
 */
export function missingPart(declared: DeclaredPart[], delivered: string[]): DeclaredPart | undefined {
  let next = 0;
  for (const part of declared) {
    if (next < delivered.length && part.name === delivered[next]) next += 1;
    else return part;
  }
  return undefined;
}
