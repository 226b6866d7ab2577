/**
 * The render processes' life beside the site server: made when it starts (from the shell's server
 * build), the live releases' and the running canaries' processes started when it is ready, so
 * that the first visitors' pages are rendered too; again at every switch or canary step, and now
 * and then to let go of what is no longer live, in a canary or previewed; stopped when it closes.
 */
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@ssb/contracts/node';
import type { DeployRegistry } from '../../deploy/registry';
import type { ReleaseOf } from '../../deploy/releaseReader';
import type { SiteMetrics } from '../../metrics/siteMetrics';
import type { SandboxSettings } from '../../render/sandbox/walls';
import type { CpuLimits } from '../../render/cpuWatch';
import type { RelayBudget } from '../../render/apiRelay';
import type { TransportFactory } from '../../render/transport';
import type { LimitWindows } from '../../security/limitWindows';
import { canaryRemotes, everyCanary, withCanaries } from '../../canary/cohorts/withCanaries';
import { createServerRenderer, type CanaryWarm, type ServerRender } from './serverRender';

/**
 * How pages are rendered: in sandboxed render processes, the site's only way (render/sandbox/).
 * `transport` replaces them with the bench's in-process reference, which measures what the
 * sandbox costs; `unsafeKeepDescriptors` and `sandbox.unsafeWithout` take walls down for tests.
 * None of these is a setting: the production binary cannot lower a wall.
 */
export interface RenderSettings {
  sandbox?: SandboxSettings;
  timeoutMs?: number;
  /** SSB_RENDER_MAX_BYTES: a longer answer is not used (its page is served unrendered, counted per release). */
  maxAnswerBytes?: number;
  cpu?: Partial<CpuLimits>;
  /** SSB_RELAY_READS_PER_MINUTE: the API reads a release's renders may make a minute. */
  relayBudget?: RelayBudget;
  transport?: TransportFactory;
  unsafeKeepDescriptors?: boolean;
  /** Bytes that may wait unread on a render process's channel (tests raise it to show what the bound stops). */
  channelHighWater?: number;
}

export interface ServerRenderingOptions {
  /** The shell's server build; without it (or when it is not there) the browser renders every page. */
  buildFile?: string;
  releaseOf: ReleaseOf;
  /** The hosted registry: its pinned server builds, its canaries, and its switches to warm at. */
  registry?: Pick<DeployRegistry, 'files' | 'state' | 'onChange'>;
  /** The live releases now. */
  runtimeConfig: () => RuntimeConfig;
  apiUpstream: string;
  /** The server build has the remotes' pages compiled in (the bench's monolith only). */
  remotesCompiledIn?: boolean;
  render?: RenderSettings;
  limitWindows?: LimitWindows;
  metrics: SiteMetrics;
}

/** The site's server renderer, started with `app` and stopped with it; null without a server build. */
export function startServerRendering(app: FastifyInstance, options: ServerRenderingOptions): ServerRender | null {
  const { registry, metrics } = options;
  const serverRender = options.buildFile
    ? createServerRenderer({
        buildFile: options.buildFile,
        releaseOf: options.releaseOf,
        files: registry?.files ?? null,
        apiUpstream: options.apiUpstream,
        remotesCompiledIn: options.remotesCompiledIn,
        sandbox: options.render?.sandbox,
        transport: options.render?.transport,
        timeoutMs: options.render?.timeoutMs,
        maxAnswerBytes: options.render?.maxAnswerBytes,
        cpu: options.render?.cpu,
        relayBudget: options.render?.relayBudget,
        limitWindows: options.limitWindows,
        unsafeKeepDescriptors: options.render?.unsafeKeepDescriptors,
        channelHighWater: options.render?.channelHighWater,
        onBounded: (release, bound) => metrics.renderBounded(release.remote, release.id, bound),
        // Not an error for the visitor (the browser renders the page), but worth seeing once.
        onFallback: (url, error, skipped, log = app.log) =>
          log[skipped ? 'debug' : 'warn']({ url, reason: error instanceof Error ? error.message : String(error) }, `${url} served unrendered`),
        onOutcome: (slot, outcome, release) => metrics.serverRender(slot, outcome, release),
        log: (line) => app.log.warn(line),
      })
    : null;
  if (!serverRender) return null;
  const canariesOf = (config: RuntimeConfig): CanaryWarm | undefined => {
    const state = registry?.state();
    return state ? { config: withCanaries(config, state, everyCanary(state)), remotes: canaryRemotes(state) } : undefined;
  };
  const warm = () => {
    const config = options.runtimeConfig();
    void serverRender.warm(config, [], canariesOf(config)).catch((error: unknown) => app.log.error({ err: error }, 'render processes not started'));
  };
  app.addHook('onReady', async () => {
    // Said once: no sandbox here (remote code then never runs on the server), weaker walls on purpose, or the walls.
    const refused = serverRender.refused();
    const weakened = serverRender.weakened();
    if (refused) app.log.error(`render processes: none, pages are rendered in the browser: ${refused}`);
    else if (weakened) app.log.warn(`render processes: ${serverRender.describe()}`);
    else app.log.info(`render processes: ${serverRender.describe()}`);
    warm();
  });
  registry?.onChange(warm);
  // For tests and the operations page: which render processes are up.
  app.decorate('ssbRenderProcesses', () => serverRender.processes());
  metrics.watchServerRendering({
    offline: () => Object.keys(serverRender.offline(options.runtimeConfig())),
    sandboxed: () => serverRender.refused() === null && serverRender.weakened() === null,
  });
  const sweep = setInterval(warm, 30_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await serverRender.close();
  });
  return serverRender;
}
