/**
 * The site server on every core: the primary forks one site server process per core (they share
 * the port; Node hands each connection to one of them), restarts one that dies, relays a
 * release switch from one process to the others, and merges their metrics for /metrics.
 * Each process keeps its own render workers and page cache.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { isToPrimary, type ToWorker } from './messages';

export interface SiteClusterOptions {
  processes: number;
  /** The module each process runs, and how Node runs it. */
  exec: string;
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Processes die faster than they can be replaced: the site cannot be served. */
  onFatal: (reason: string) => void;
}

export interface SiteCluster {
  /** Resolves when every process listens. */
  ready: Promise<void>;
  /** Every process's metrics, merged (Prometheus text). */
  metrics(): Promise<string>;
  stop(): Promise<void>;
}

/** Siblings that have not re-read the registry by then catch up at their own poll. */
const SYNC_TIMEOUT_MS = 2_000;
const RESTART_DELAY_MS = 1_000;
/** More deaths than this within a minute is a crash loop, not bad luck. */
const MAX_DEATHS_PER_MINUTE = 5;

export function startSiteCluster({ processes, exec, execArgv, env, log, onFatal }: SiteClusterOptions): SiteCluster {
  cluster.setupPrimary({ exec, execArgv, args: [] });
  const aggregator = new AggregatorRegistry();
  let stopping = false;
  let nextRound = 1;
  const rounds = new Map<number, { origin: Worker; id: number; pending: Set<number>; timer: NodeJS.Timeout }>();
  const deaths: number[] = [];
  let listening = 0;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const reply = (worker: Worker, message: ToWorker) => {
    if (worker.isConnected()) worker.send(message);
  };

  function finishRound(round: number): void {
    const entry = rounds.get(round);
    if (!entry) return;
    clearTimeout(entry.timer);
    rounds.delete(round);
    reply(entry.origin, { type: 'ssb:synced', id: entry.id });
  }

  const fork = () => cluster.fork(env);

  cluster.on('message', (worker, message: unknown) => {
    if (!isToPrimary(message)) return;
    switch (message.type) {
      case 'ssb:listening':
        listening += 1;
        if (listening === processes) resolveReady();
        return;
      case 'ssb:switched': {
        const siblings = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w !== worker && w.isConnected());
        const round = nextRound++;
        rounds.set(round, {
          origin: worker,
          id: message.id,
          pending: new Set(siblings.map((w) => w.id)),
          timer: setTimeout(() => finishRound(round), SYNC_TIMEOUT_MS),
        });
        for (const sibling of siblings) reply(sibling, { type: 'ssb:refresh', id: round });
        if (siblings.length === 0) finishRound(round);
        return;
      }
      case 'ssb:refreshed': {
        const entry = rounds.get(message.id);
        entry?.pending.delete(worker.id);
        if (entry && entry.pending.size === 0) finishRound(message.id);
        return;
      }
      case 'ssb:metrics-request':
        aggregator.clusterMetrics().then(
          (text) => reply(worker, { type: 'ssb:metrics', id: message.id, text }),
          (error: unknown) => reply(worker, { type: 'ssb:metrics', id: message.id, error: error instanceof Error ? error.message : String(error) }),
        );
        return;
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length && (deaths[0] ?? now) < now - 60_000) deaths.shift();
    log(`site process ${worker.process.pid} stopped (${signal ?? `code ${code}`})`);
    if (deaths.length > MAX_DEATHS_PER_MINUTE) return onFatal(`${deaths.length} site processes stopped within a minute`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  for (let i = 0; i < processes; i += 1) fork();

  return {
    ready,
    metrics: () => aggregator.clusterMetrics(),
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), 10_000);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
