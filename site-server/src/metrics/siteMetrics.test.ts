/**
 * The site's own gauges for the autoscaler and the alerts: renders in flight while they are under
 * way (and after one fails), server rendering off by remote, whether the sandbox could be made, the judge.
 */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { createSiteMetrics } from './siteMetrics';

const valueOf = async (text: Promise<string>, series: string) =>
  Number(
    (await text)
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.slice(series.length + 1) ?? NaN,
  );

describe('the site metrics', () => {
  it('counts renders in flight until each settles, a failed one included', async () => {
    const metrics = createSiteMetrics(Fastify(), { defaultMetrics: false });
    const inFlight = () => valueOf(metrics.registry.metrics(), 'ssb_ssr_renders_in_flight');
    const ends: (() => void)[] = [];
    const fails: ((error: Error) => void)[] = [];
    const first = metrics.rendering(new Promise<string>((resolve) => ends.push(() => resolve('a'))));
    const second = metrics.rendering(new Promise<string>((_resolve, reject) => fails.push(reject)));
    expect(await inFlight()).toBe(2);
    ends[0]?.();
    expect(await first).toBe('a');
    expect(await inFlight()).toBe(1);
    fails[0]?.(new Error('render process ended'));
    await expect(second).rejects.toThrow('render process ended');
    expect(await inFlight()).toBe(0);
  });

  it('reads server rendering and the sandbox at each scrape, and counts the judge’s decisions', async () => {
    const metrics = createSiteMetrics(Fastify(), { defaultMetrics: false });
    let off: string[] = [];
    let isolated = true;
    metrics.watchServerRendering({ offline: () => off, sandboxed: () => isolated });
    expect(await valueOf(metrics.registry.metrics(), 'ssb_server_rendering_off{remote="mfe_about"}')).toBe(0);
    expect(await valueOf(metrics.registry.metrics(), 'ssb_render_sandboxed')).toBe(1);
    off = ['mfe_about'];
    isolated = false;
    const text = metrics.registry.metrics();
    expect(await valueOf(text, 'ssb_server_rendering_off{remote="mfe_about"}')).toBe(1);
    expect(await valueOf(text, 'ssb_server_rendering_off{remote="mfe_products"}')).toBe(0);
    expect(await valueOf(text, 'ssb_render_sandboxed')).toBe(0);
    metrics.canaryDecision('mfe_about', 'rollback');
    expect(await valueOf(metrics.registry.metrics(), 'ssb_canary_judge_decisions_total{remote="mfe_about",decision="rollback"}')).toBe(1);
  });
});
