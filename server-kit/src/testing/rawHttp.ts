/**
 * HTTP/1.1 written by hand on a socket, for tests that send what a client library would clean
 * up (a request target of `//a%20b/`, a NUL in a header, a body that stalls): the bytes go as
 * written, and the answer is read as it comes.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined by ", ". */
  headers: Record<string, string>;
  body: string;
  /** The whole answer as it came (latin1). */
  raw: string;
}

export interface RawOptions {
  host?: string;
  /** The loopback address to send from (127.0.0.2, …): a client of its own. */
  localAddress?: string;
  /** How long to wait for the server to close the connection (ms). */
  timeoutMs?: number;
}

/** Parses the first answer of `raw`. */
function parseAnswer(raw: string): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let body = split < 0 ? '' : raw.slice(split + 4);
  const length = Number(headers['content-length']);
  if (Number.isInteger(length)) body = body.slice(0, length);
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: Buffer.from(body, 'latin1').toString('utf8'), raw };
}

/**
 * Sends `request` as it is (add `Connection: close` to get the answer at once) and resolves with
 * what came back once the server closes the connection or the time is up.
 */
export function rawRequest(port: number, request: string | Buffer, options: RawOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: options.host ?? '127.0.0.1', ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: string) => (raw += chunk));
    const done = () => resolve(parseAnswer(raw));
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' && raw ? done() : reject(error)));
    socket.setTimeout(options.timeoutMs ?? 5_000, () => socket.destroy());
  });
}

/** A socket that sent `head` (and whatever body part follows) and is held open, for tests of stalled bodies. */
export function heldRequest(port: number, head: string, options: RawOptions = {}): Promise<{ socket: net.Socket; answer: Promise<RawAnswer> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: options.host ?? '127.0.0.1', ...(options.localAddress ? { localAddress: options.localAddress } : {}) });
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (raw += chunk));
    const answer = new Promise<RawAnswer>((settle) => {
      socket.on('close', () => settle(parseAnswer(raw)));
    });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      resolve({ socket, answer });
    });
    socket.once('error', reject);
  });
}

/** A GET (or another method) with the target as written and Connection: close. */
export const rawGet = (port: number, target: string, headers: Record<string, string> = {}, method = 'GET', options: RawOptions = {}) =>
  rawRequest(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}Connection: close\r\n\r\n`,
    options,
  );
