/**
 * Canary releases against the running composed site (docs/remote-delivery.md, "Canary
 * releases" and "One release set per page view"): a visitor whose release set changes mid-session
 * gets the new set at the next navigation, in a new document, once; and a canary of a release that
 * makes an interaction 400 ms slower is rolled back by the judge from the browsers' own field data,
 * with no one asking. They switch mfe_products's releases, so they run in the composition project,
 * one at a time, never beside the delivery tests (which switch mfe_about's).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RUNTIME_CONFIG_GLOBAL, type CohortGroup, type RuntimeConfig } from '@ssb/contracts/node';
import { test, expect } from '../support/fixtures';
import { isLocalRun } from '../support/env';
import { watchPage, waitForLive, type PageWatch } from '../support/pageWatch';
import { cohortFigures, valuesOf } from '../support/fieldData';
import { registryOf, type MetricFigures, type Release, type RemoteView } from '../support/registry';
import { buildChangedRelease, serveDist } from '../support/releases';
import { DESKTOP, PHONE, contextOptions } from '../support/widths';

const REMOTE = 'mfe_products';
/** The canary's share: as many again are control, so every visitor is in one cohort or the other. */
const SHARE = 0.5;
/** The site's SSB_CANARY_MIN_VALUES (playwright.config.ts): values per cohort a metric needs. */
const MIN_VALUES = 6;
/** The bound on the judge's test: it decides within a few dozen visitors, or it does not. */
const MAX_VISITORS = 80;
const MAX_VISITING_MS = 150_000;

const NEXT_MORE = 'Details (next release)';
const NEXT_BACK = 'Back to services (next release)';

const products = (page: Page) => page.locator(`[data-remote="${REMOTE}"]`);
const buildOf = (page: Page) => products(page).locator('[data-remote-build]').first();

/** The runtime config the page was rendered with (inline in its HTML). */
const configOf = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, RuntimeConfig | undefined>)[name] ?? null, RUNTIME_CONFIG_GLOBAL);

/** A mark on the document: a client-side navigation keeps it, a new document has none. */
const mark = (page: Page, value: string) =>
  page.evaluate((v) => {
    (window as unknown as { __marker?: string }).__marker = v;
  }, value);
const markOf = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker ?? null);
/** How the browser got the document on screen: `navigate`, or `reload` when the release-set check reloaded it. */
const navigationType = (page: Page) => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

const WIDTHS = [
  { name: 'desktop', device: DESKTOP },
  { name: 'phone', device: PHONE },
] as const;

async function newVisitor(browser: Browser, device: typeof DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ ...contextOptions(device), baseURL: test.info().project.use.baseURL });
}

test.describe('canary releases', { tag: ['@shell', '@mfe-products', '@mutating'] }, () => {
  // They build a release and start its origin on this machine, and need the site's judge settings.
  test.skip(!isLocalRun, 'needs the local site: it builds a release and starts a remote origin on this machine');
  test.describe.configure({ mode: 'serial' });

  let next: { distDir: string; id: string };
  let origin: Awaited<ReturnType<typeof serveDist>>;
  let original: Release;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(240_000);
    const live = (await registryOf(request, REMOTE).view()).live;
    if (!live) throw new Error(`${REMOTE} has no live release`);
    original = live;
    // One real build of mfe-products with two changes, served from an origin of its own.
    next = await buildChangedRelease('mfe-products', [
      // Texts of the services list and detail pages: which release a page shows, at a glance.
      { file: 'src/i18n/en.ts', from: "'common.more': 'Details'", to: `'common.more': '${NEXT_MORE}'` },
      { file: 'src/i18n/en.ts', from: "'services.back': 'Back to services'", to: `'services.back': '${NEXT_BACK}'` },
      // A regression a canary is for: opening a FAQ question blocks the main thread for 400 ms
      // first, so this release's INP is some 400 ms worse than the live one's.
      {
        file: 'src/features/faq/FaqList.tsx',
        from: 'onClick={() => setOpen((o) => !o)}',
        to: `onClick={() => {
            // Slow on purpose (e2e/tests/canary.spec.ts): the regression the canary judge must catch.
            const until = performance.now() + 400;
            while (performance.now() < until) {
              // busy
            }
            setOpen((o) => !o);
          }}`,
      },
    ]);
    origin = await serveDist(next.distDir);
  });

  test.afterAll(async ({ request }) => {
    // Leave the registry as it was found, whatever failed on the way.
    await origin?.close();
    if (!original) return;
    const registry = registryOf(request, REMOTE);
    if ((await registry.view()).canary) await registry.abortCanary();
    const now = await registry.view();
    if (now.live?.manifestUrl !== original.manifestUrl) {
      if (now.rollbackTo?.manifestUrl === original.manifestUrl) await registry.rollback();
      else await registry.deploy(original.manifestUrl);
    }
  });

  test("a visitor's release set changes mid-session: the next navigation loads the new set once, with no hydration mismatch, ChunkLoadError or page error", async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const registry = registryOf(request, REMOTE);
    const visitors: { name: string; context: BrowserContext; page: Page; watch: PageWatch }[] = [];
    try {
      for (const { name, device } of WIDTHS) {
        const context = await newVisitor(browser, device);
        const page = await context.newPage();
        visitors.push({ name, context, page, watch: watchPage(page, name) });
      }

      // Both visitors on the live release; a client-side navigation stays in the document.
      for (const { page, watch } of visitors) {
        await page.goto('/en/services');
        await waitForLive(page);
        await mark(page, 'first document');
        const loads = watch.loads();
        await products(page)
          .getByTestId('service-card')
          .first()
          .getByRole('link', { name: /^Details/ })
          .click();
        await expect(page).toHaveURL(/\/en\/services\/[^/?]+/);
        await expect(products(page).getByRole('link', { name: 'Back to services', exact: true })).toBeVisible();
        await expect(buildOf(page)).toHaveAttribute('data-remote-build', original.releaseId);
        expect(await markOf(page)).toBe('first document');
        expect(watch.loads()).toBe(loads);
      }

      // The release set changes under both of them.
      const deployed = await registry.deploy(origin.manifestUrl(next.id));
      expect(deployed.status(), await deployed.text()).toBe(200);

      // The next navigation loads the page anew, with the new set: once.
      for (const { page, watch } of visitors) {
        const loads = watch.loads();
        await products(page).getByRole('link', { name: 'Back to services', exact: true }).click();
        await expect(page).toHaveURL(/\/en\/services(\?[^/]*)?$/);
        await expect(
          products(page)
            .getByRole('link', { name: new RegExp(`^${escape(NEXT_MORE)}`) })
            .first(),
        ).toBeVisible();
        await waitForLive(page);
        await expect(buildOf(page)).toHaveAttribute('data-remote-build', next.id);
        expect(await markOf(page)).toBeNull();
        expect(await navigationType(page)).toBe('reload');
        await expect.poll(() => watch.loads()).toBe(loads + 1);
        await mark(page, 'next release');
      }

      const rolledBack = await registry.rollback();
      expect(rolledBack.status(), await rolledBack.text()).toBe(200);
      expect(await rolledBack.json()).toMatchObject({ live: { releaseId: original.releaseId } });

      // Back to the old set: again a new document, once; then client-side navigation as before.
      for (const { page, watch } of visitors) {
        // No other document was loaded since the one with the new set.
        expect(await markOf(page)).toBe('next release');
        const loads = watch.loads();
        await products(page)
          .getByTestId('service-card')
          .first()
          .getByRole('link', { name: new RegExp(`^${escape(NEXT_MORE)}`) })
          .click();
        await expect(page).toHaveURL(/\/en\/services\/[^/?]+/);
        await expect(products(page).getByRole('link', { name: 'Back to services', exact: true })).toBeVisible();
        await waitForLive(page);
        await expect(buildOf(page)).toHaveAttribute('data-remote-build', original.releaseId);
        expect(await markOf(page)).toBeNull();
        expect(await navigationType(page)).toBe('reload');
        await expect.poll(() => watch.loads()).toBe(loads + 1);

        await mark(page, 'old release again');
        await products(page).getByRole('link', { name: 'Back to services', exact: true }).click();
        await expect(page).toHaveURL(/\/en\/services(\?[^/]*)?$/);
        await expect(
          products(page)
            .getByRole('link', { name: /^Details/ })
            .first(),
        ).toBeVisible();
        await expect(products(page).getByRole('link', { name: new RegExp(escape(NEXT_MORE)) })).toHaveCount(0);
        expect(await markOf(page)).toBe('old release again');
        expect(watch.loads()).toBe(loads + 1);
      }

      const problems = visitors.flatMap((v) => v.watch.problems);
      expect(problems, `page errors, hydration or chunk errors, console errors:\n${problems.join('\n')}`).toEqual([]);
    } finally {
      for (const { context } of visitors) await context.close();
    }
  });

  test('a canary of a slow release is rolled back by the judge by itself', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const registry = registryOf(request, REMOTE);
    const started = await registry.startCanary(origin.manifestUrl(next.id), SHARE);
    expect(started.status(), await started.text()).toBe(201);
    const { canary: running } = (await started.json()) as RemoteView;
    expect(running).toMatchObject({ release: { releaseId: next.id }, share: SHARE, controlReleaseId: original.releaseId });
    // What the judge reads of it, from the API: each visitor's report must arrive there.
    const query = { remote: REMOTE, canaryRelease: next.id, controlRelease: original.releaseId, since: running?.release.at ?? '' };

    // Visitors, each a new browser (no cookie: a new random cohort), at both widths, each opening
    // a FAQ question (the slow handler in the canary) and leaving, until the judge has decided.
    const reported: Record<CohortGroup, number> = { canary: 0, control: 0 };
    let neither = 0;
    let ended = 0;
    const problems: string[] = [];
    const visiting = Date.now();
    let visitors = 0;
    let canaryGone = false;
    while (visitors < MAX_VISITORS && Date.now() - visiting < MAX_VISITING_MS && !canaryGone) {
      const { name, device } = WIDTHS[visitors % WIDTHS.length] ?? WIDTHS[0];
      visitors += 1;
      const before = await cohortFigures(query);
      const context = await newVisitor(browser, device);
      try {
        const page = await context.newPage();
        const watch = watchPage(page, `visitor ${visitors} (${name})`);
        await page.goto('/en/Credit/faq');
        await waitForLive(page);
        const cohort = (await configOf(page))?.cohorts?.[REMOTE];
        if (cohort) {
          // web-vitals is loaded after the page, when the browser is idle; then the visitor acts.
          await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /web-vitals/.test(e.name)));
          const question = products(page).getByTestId('faq').getByRole('button').first();
          await question.click();
          await expect(question).toHaveAttribute('aria-expanded', 'true');
          await question.click();
          await expect(question).toHaveAttribute('aria-expanded', 'false');
        }
        // The visitor leaves: the page view's batches go on pagehide and visibilitychange.
        await page.close();
        problems.push(...watch.problems);
        if (cohort) {
          // The API has this page view in the visitor's cohort, with its INP; unless the judge
          // ended the canary meanwhile: the site then refuses the beacons of its cohorts (all of
          // them, or the second of the two a page view sends on leaving).
          let outcome = 'waiting';
          await expect
            .poll(async () => {
              const now = (await cohortFigures(query))[cohort];
              const views = now.views - before[cohort].views;
              const inp = valuesOf(now, 'INP').length - valuesOf(before[cohort], 'INP').length;
              if (views === 1 && inp === 1) outcome = 'reported';
              else if ((await registry.view()).canary === null) outcome = 'canary ended';
              else outcome = `${views} views and ${inp} INP values so far`;
              return outcome;
            })
            .toMatch(/^(reported|canary ended)$/);
          if (outcome === 'reported') reported[cohort] += 1;
          else ended += 1;
        } else neither += 1;
      } finally {
        await context.close();
      }
      canaryGone = (await registry.view()).canary === null;
    }
    console.log(
      `[canary] ${visitors} visitors in ${Math.round((Date.now() - visiting) / 1000)} s: ${reported.canary} canary, ${reported.control} control reported; ${ended} after the canary ended, ${neither} in neither cohort`,
    );

    // Browsers of both cohorts reported, and none had an error.
    expect(reported.canary).toBeGreaterThanOrEqual(MIN_VALUES);
    expect(reported.control).toBeGreaterThanOrEqual(MIN_VALUES);
    expect(problems, `page errors, hydration or chunk errors, console errors:\n${problems.join('\n')}`).toEqual([]);

    // The judge rolled the canary back by itself; the live release never changed.
    // (Read until a site process that has re-read the registry since the judge's change answers.)
    let after = null as RemoteView | null;
    await expect
      .poll(
        async () => {
          after = await registry.view();
          return after.canary;
        },
        { timeout: 10_000 },
      )
      .toBeNull();
    expect(after?.live?.releaseId).toBe(original.releaseId);
    const [decided] = after?.history ?? [];
    expect(decided).toMatchObject({ action: 'canary-rollback', by: 'canary-judge', releaseId: next.id, decision: { by: 'judge' } });
    expect(decided?.decision?.reason).toMatch(/\bINP\b/);
    const figures = decided?.decision?.figures;
    const inp = figures?.metrics.find((m) => m.metric === 'INP');
    test.info().annotations.push({ type: 'judge', description: `${decided?.decision?.reason ?? ''} | ${JSON.stringify(figures)}` });
    console.log(`[canary] the judge: ${decided?.decision?.reason ?? ''}`);
    for (const m of figures?.metrics ?? []) console.log(`[canary]   ${describeFigures(m)}`);
    expect(inp, JSON.stringify(figures)).toMatchObject({ status: 'worse' });
    const { canary, control } = inp as MetricFigures;
    expect(canary.n).toBeGreaterThanOrEqual(MIN_VALUES);
    expect(control.n).toBeGreaterThanOrEqual(MIN_VALUES);
    // Each value is one page view's: no more than the browsers of that cohort sent.
    expect(canary.n).toBeLessThanOrEqual(reported.canary);
    expect(control.n).toBeLessThanOrEqual(reported.control);
    // The canary's p75 carries the 400 ms the handler blocks for; control's does not.
    expect(canary.value).toBeGreaterThanOrEqual(400);
    expect(canary.value).toBeGreaterThan(2 * control.value);

    // A new visitor gets the live release and no cohort cookie (once every site process has
    // re-read the registry: the judge's change reaches the others at their next poll, 2 s).
    await expect(async () => {
      const context = await newVisitor(browser, DESKTOP);
      try {
        const page = await context.newPage();
        await page.goto('/en/Credit/faq');
        await waitForLive(page);
        await expect(buildOf(page)).toHaveAttribute('data-remote-build', original.releaseId, { timeout: 1_000 });
        expect((await configOf(page))?.cohorts).toBeUndefined();
        expect((await context.cookies()).map((c) => c.name)).not.toContain('ssb_cohort');
      } finally {
        await context.close();
      }
    }).toPass({ timeout: 15_000 });
  });
});

/** A string as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "INP worse: canary p75 452 ms (n 7), control p75 24 ms (n 6), effect +1700.0 % (+300.0 % …)". */
function describeFigures(m: MetricFigures): string {
  const value = (v: number) => (m.kind === 'ratio' ? `${Math.round(v)} ms` : String(v));
  const effect = (x: number | null) => (x === null ? '…' : m.kind === 'ratio' ? `${(x * 100).toFixed(1)} %` : x.toFixed(4));
  return `${m.metric} ${m.status}: canary p75 ${value(m.canary.value)} (n ${m.canary.n}), control p75 ${value(m.control.value)} (n ${m.control.n}), effect ${effect(m.effect.estimate)} (${effect(m.effect.low)} to ${effect(m.effect.high)})`;
}
