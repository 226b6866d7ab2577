/**
 * Fastify's request log with routine requests (static files, health checks, metrics) at `debug`:
 * a page view fetches dozens of files and probes ask every few seconds, and at `info` they buried
 * the requests worth reading (pages, the API, deploys). A routine request that fails with 5xx is
 * logged as any other.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The path without its query. */
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** A read of a health probe, a metrics scrape, or a file (a path whose last part has an extension: scripts, fonts, pictures). */
export function isRoutineRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = pathOf(url);
  return PROBES.has(path) || /\/[^/]*\.[A-Za-z0-9]{1,8}$/.test(path);
}

class RoutineAtDebug extends LogController {
  constructor(private readonly isRoutine: (method: string, url: string) => boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isRoutine(request.method, request.url)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && reply.statusCode < 500 && this.isRoutine(request.method, request.url))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply);
  }
}

/** For Fastify's `logController` option. */
export const routineRequestsAtDebug = (isRoutine: (method: string, url: string) => boolean = isRoutineRequest): LogController =>
  new RoutineAtDebug(isRoutine);
