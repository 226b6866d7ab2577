/**
 * What a service answers to a request Node could not read (Node's `clientError`): a header with a
 * NUL or a bad character, headers over the size limit, a request past its time. Node's own answer
 * and Fastify's default carry none of the service's security headers and not its error shape, so
 * each service gives its own: the status, its fixed security headers and its error body. The
 * connection is closed after it, as Node does: what follows on it cannot be read either.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export type ClientErrorStatus = 400 | 408 | 431;

/**
 * Security headers for an answer sent before any of the service's own hooks ran (a request Node or
 * the router could not read): nothing in it may be framed, sniffed, run or referred from.
 */
export const STRICT_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** What one service answers to a request it could not read. */
export interface ClientErrorAnswer {
  headers: Record<string, string>;
  /** A JSON body (the service's error shape). */
  body: string;
}

/** The status of a client error: the request timed out (408), its headers were too large (431), or it could not be read (400). */
function clientErrorStatus(error: NodeJS.ErrnoException): ClientErrorStatus {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** Writes a whole HTTP/1.1 answer on a socket no request object stands for, then closes it. */
function writeRawAnswer(socket: Duplex, status: number, answer: ClientErrorAnswer): void {
  const headers = {
    ...answer.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(answer.body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${answer.body}`);
}

/**
 * A `clientError` listener (Fastify's `clientErrorHandler` option) answering with `answerOf`.
 * Nothing is written on a connection that is gone or whose answer to an earlier request has begun
 * (a second status line would corrupt it), as Node itself does.
 */
export function clientErrorHandler(answerOf: (status: ClientErrorStatus) => ClientErrorAnswer) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || answering?.headersSent) {
      socket.destroy(error);
      return;
    }
    writeRawAnswer(socket, clientErrorStatus(error), answerOf(clientErrorStatus(error)));
    // Closed once the answer is flushed: the rest of what the client sends cannot be read.
    (socket as Partial<Pick<Socket, 'destroySoon'>>).destroySoon?.();
  };
}
