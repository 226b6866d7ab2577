import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { clientErrorHandler } from './clientErrors';

/** Sends raw bytes and reads what comes back until the server closes the connection. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
  });
}

describe('clientErrorHandler', () => {
  let server: Server;
  let port: number;
  let handled = 0;
  beforeAll(async () => {
    server = createServer({ maxHeaderSize: 4096 }, (_req, res) => {
      handled += 1;
      res.end('ok');
    });
    server.on(
      'clientError',
      clientErrorHandler((status) => ({ headers: { 'X-Content-Type-Options': 'nosniff' }, body: JSON.stringify({ error: `e${status}` }) })),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a NUL in a header with its own headers and body, and closes', async () => {
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('X-Content-Type-Options: nosniff\r\n');
    expect(answer).toContain('Connection: close\r\n');
    expect(answer.endsWith('\r\n\r\n{"error":"e400"}')).toBe(true);
  });

  it('answers headers over the limit with 431', async () => {
    const answer = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('{"error":"e431"}');
  });

  it('writes no second status line into a connection whose answer to an earlier request has begun', async () => {
    const before = handled;
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n');
    expect(handled).toBe(before + 1);
    // Both requests came in one packet: the broken one is read while the first one's answer is being sent.
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nok$/);
  });
});
