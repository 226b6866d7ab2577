/**
 * /metrics on a port of its own (SSB_METRICS_PORT), for a Prometheus on the internal network when
 * the site's port faces the internet. Plain node:http: one route, nothing else to harden.
 */
import { createServer, type Server } from 'node:http';

export interface MetricsServerOptions {
  host: string;
  port: number;
  collect: () => Promise<string>;
  contentType: string;
  onError: (error: unknown) => void;
}

export async function startMetricsServer({ host, port, collect, contentType, onError }: MetricsServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    collect().then(
      (text) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        onError(error);
        res.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
