/**
 * Optional export of each request as an OpenTelemetry span (OTLP over HTTP, JSON), to a collector
 * the bank runs (SSB_OTLP_TRACES_URL, e.g. http://otel-collector:4318/v1/traces). The span is the
 * request's own from traceContext.ts: its trace id, its span id and the caller's as its parent,
 * so a trace a load balancer started continues through the site, its render and the API in the
 * collector as it does in the logs. Only what the logs already say goes out: the method, the
 * route's pattern (never the path asked for, nor its query) and the status.
 *
 * Spans wait in memory (at most MAX_QUEUE; more are dropped and counted) and go every second in
 * one request with a time limit; a collector that fails is logged once until it answers again.
 * Routine requests (probes, metrics, files) and traces their caller marked not sampled are left out.
 */
import type { FastifyInstance } from 'fastify';
import { isRoutineRequest } from './requestLog';
import { traceOf } from './traceContext';

export interface OtlpOptions {
  /** The collector's OTLP/HTTP traces endpoint. */
  url: string;
  /** service.name of the spans: ssb-site, ssb-api. */
  service: string;
  batchMs?: number;
  maxQueue?: number;
  timeoutMs?: number;
  log?: (level: 'warn' | 'info', line: string) => void;
}

const MAX_QUEUE = 2_048;
const MAX_BATCH = 512;
const SPAN_KIND_SERVER = 2;
const STATUS_ERROR = 2;

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
  status: { code: number };
}

const nanos = (ms: number) => `${BigInt(Math.round(ms * 1_000)) * 1_000n}`;

export function otlpTraces(
  app: FastifyInstance,
  { url, service, batchMs = 1_000, maxQueue = MAX_QUEUE, timeoutMs = 2_000, log = () => undefined }: OtlpOptions,
): void {
  const queue: Span[] = [];
  let dropped = 0;
  let failing = false;
  const started = new WeakMap<object, number>();

  app.addHook('onRequest', async (req) => {
    started.set(req.raw, performance.timeOrigin + performance.now());
  });
  app.addHook('onResponse', async (req, reply) => {
    const trace = traceOf(req);
    if (trace.flags !== '01' || isRoutineRequest(req.method, req.url)) return;
    if (queue.length >= maxQueue) {
      dropped += 1;
      return;
    }
    const end = performance.timeOrigin + performance.now();
    const route = req.routeOptions.url ?? 'unmatched';
    queue.push({
      traceId: trace.traceId,
      spanId: trace.spanId,
      ...(trace.parentId ? { parentSpanId: trace.parentId } : {}),
      name: `${req.method} ${route}`,
      kind: SPAN_KIND_SERVER,
      startTimeUnixNano: nanos(started.get(req.raw) ?? end),
      endTimeUnixNano: nanos(end),
      attributes: [
        { key: 'http.request.method', value: { stringValue: req.method } },
        { key: 'http.route', value: { stringValue: route } },
        { key: 'http.response.status_code', value: { intValue: String(reply.statusCode) } },
      ],
      status: { code: reply.statusCode >= 500 ? STATUS_ERROR : 0 },
    });
  });

  let sending: Promise<void> | null = null;
  async function send(): Promise<void> {
    while (queue.length > 0) {
      const spans = queue.splice(0, MAX_BATCH);
      const body = {
        resourceSpans: [
          {
            resource: { attributes: [{ key: 'service.name', value: { stringValue: service } }] },
            scopeSpans: [{ scope: { name: 'ssb-server' }, spans }],
          },
        ],
      };
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        if (failing) log('info', `traces reach ${new URL(url).host} again`);
        failing = false;
      } catch (error) {
        // Those spans are given up: a collector that is down must not grow this process.
        if (!failing)
          log(
            'warn',
            `traces not exported to ${new URL(url).host} (${error instanceof Error ? error.message : String(error)}); further failures are not logged until it answers`,
          );
        failing = true;
        return;
      } finally {
        if (dropped > 0) {
          log('warn', `${dropped} spans dropped: more than ${maxQueue} waited for the collector`);
          dropped = 0;
        }
      }
    }
  }
  const flush = () => (sending ??= send().finally(() => (sending = null)));
  const timer = setInterval(() => void flush(), batchMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
