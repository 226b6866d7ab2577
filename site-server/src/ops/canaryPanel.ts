/**
 * The operations page's canaries: for each remote with a canary running, its share, both cohorts'
 * figures with the effect and its interval against each margin, and what the judge says now and
 * why. The judge's last decisions are in the history table beside it.
 */
import type { LangCode, RemoteName } from '@ssb/contracts/node';
import type { CanaryRelease } from '../deploy/registryState';
import type { Verdict, Decision } from '../canary/judge/verdict';
import type { MetricFigures, MetricStatus } from '../canary/judge/compareMetric';
import { escapeHtml } from '../security/escapeHtml';
import type { ReleaseRenderFigures } from '../metrics/siteMetrics';

const TEXT = {
  tj: {
    heading: 'Релизҳои канарӣ',
    none: 'Ҳоло ягон релизи канарӣ нест.',
    share: (p: number) => `ҳисса: ${p} % меҳмонон (ва ҳамон қадар дар гурӯҳи назоратӣ)`,
    started: 'оғоз',
    control: 'назоратӣ',
    canary: 'канарӣ',
    metric: 'Нишондиҳанда',
    effect: 'Фарқ (фосила)',
    margin: 'Ҳадди иҷозат',
    status: 'Ҳолат',
    views: (c: number, k: number) => `Тамошои саҳифаҳо: канарӣ ${c}, назоратӣ ${k}`,
    judge: 'Доварӣ ҳозир',
    server: (c: string, k: string) => `Таҳияи саҳифаҳо дар сервер (ин нусха): канарӣ ${c}; назоратӣ ${k}`,
    renders: (r: number, f: number, ms: string) => `${r} таҳия, ${f} ба браузер, миёна ${ms}`,
    unavailable: (reason: string) => `Маълумот барои доварӣ дастрас нест: ${reason}.`,
    errors: 'хатогиҳо дар як тамошо',
    decisions: { rollback: 'бозгашт', step: 'афзудани ҳисса', promote: 'ба ҳама', hold: 'интизорӣ', inconclusive: 'бенатиҷа' } as Record<
      Decision,
      string
    >,
    statuses: { worse: 'бадтар', 'non-inferior': 'на бадтар', unclear: 'ҳанӯз номаълум', 'too-few': 'маълумот кам' } as Record<MetricStatus, string>,
  },
  ru: {
    heading: 'Канареечные релизы',
    none: 'Сейчас канареечных релизов нет.',
    share: (p: number) => `доля: ${p} % посетителей (и столько же в контрольной группе)`,
    started: 'начат',
    control: 'контроль',
    canary: 'канарейка',
    metric: 'Метрика',
    effect: 'Разница (интервал)',
    margin: 'Допуск',
    status: 'Состояние',
    views: (c: number, k: number) => `Просмотров страниц: канарейка ${c}, контроль ${k}`,
    judge: 'Решение судьи сейчас',
    server: (c: string, k: string) => `Рендеринг страниц на сервере (этот экземпляр): канарейка ${c}; контроль ${k}`,
    renders: (r: number, f: number, ms: string) => `${r} отрисовано, ${f} отдано браузеру, в среднем ${ms}`,
    unavailable: (reason: string) => `Данные для судьи недоступны: ${reason}.`,
    errors: 'ошибки на просмотр',
    decisions: { rollback: 'откат', step: 'увеличить долю', promote: 'на всех', hold: 'ждать', inconclusive: 'без результата' } as Record<
      Decision,
      string
    >,
    statuses: { worse: 'хуже', 'non-inferior': 'не хуже', unclear: 'пока неясно', 'too-few': 'мало данных' } as Record<MetricStatus, string>,
  },
  en: {
    heading: 'Canary releases',
    none: 'No canary release is running.',
    share: (p: number) => `share: ${p} % of visitors (and as many in control)`,
    started: 'started',
    control: 'control',
    canary: 'canary',
    metric: 'Metric',
    effect: 'Effect (interval)',
    margin: 'Margin',
    status: 'Status',
    views: (c: number, k: number) => `Page views: canary ${c}, control ${k}`,
    judge: 'The judge now',
    server: (c: string, k: string) => `Server renders (this instance): canary ${c}; control ${k}`,
    renders: (r: number, f: number, ms: string) => `${r} rendered, ${f} left to the browser, ${ms} on average`,
    unavailable: (reason: string) => `The judge's data is unavailable: ${reason}.`,
    errors: 'errors per page view',
    decisions: { rollback: 'roll back', step: 'step up', promote: 'promote', hold: 'hold', inconclusive: 'inconclusive' } as Record<Decision, string>,
    statuses: { worse: 'worse', 'non-inferior': 'no worse', unclear: 'not yet clear', 'too-few': 'too few values' } as Record<MetricStatus, string>,
  },
} satisfies Record<LangCode, unknown>;

type Text = (typeof TEXT)[LangCode];

export interface CanaryView {
  remote: RemoteName;
  canary: CanaryRelease;
  verdict: Verdict | Error;
  /** The site server's own renders of each cohort's release (this instance's). */
  server?: { canary: ReleaseRenderFigures; control: ReleaseRenderFigures | null };
}

const signed = (x: number, digits: number, unit: string) => (Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}${unit}` : '…');

/** An effect in the metric's own terms: a percentage for timings, points for errors, a difference for CLS. */
function formatEffect(m: MetricFigures, x: number): string {
  if (m.rule.kind === 'ratio') return signed(x * 100, 1, ' %');
  return m.metric === 'errors' ? signed(x * 100, 2, ' pp') : signed(x, 3, '');
}

function formatValue(m: MetricFigures, value: number): string {
  if (m.metric === 'errors') return `${(value * 100).toFixed(2)} %`;
  return m.metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

function metricRow(m: MetricFigures, t: Text): string {
  const name = m.metric === 'errors' ? t.errors : `${m.metric} p75`;
  // A cohort without a value has no p75 and no effect yet (INP before anyone interacted): a dash, not 0 ms.
  const cohort = (c: MetricFigures['canary']) => `${c.n > 0 ? formatValue(m, c.value) : '–'} <small>(n ${c.n})</small>`;
  const effect =
    m.canary.n > 0 && m.control.n > 0
      ? `${formatEffect(m, m.effect.estimate)} <small>(${formatEffect(m, m.effect.low)} … ${formatEffect(m, m.effect.high)})</small>`
      : '–';
  return `<tr><th scope="row">${name}</th><td class="n">${cohort(m.canary)}</td><td class="n">${cohort(m.control)}</td><td class="n">${effect}</td><td class="n">${formatEffect(m, m.rule.margin)}</td><td class="${m.status === 'worse' ? 'poor' : m.status === 'non-inferior' ? 'good' : ''}">${t.statuses[m.status]}</td></tr>`;
}

function serverLine(server: CanaryView['server'], t: Text): string {
  if (!server) return '';
  const figures = (f: ReleaseRenderFigures | null) =>
    f ? t.renders(f.rendered, f.fallback, f.meanMs === null ? '–' : `${Math.round(f.meanMs)} ms`) : '–';
  return `<p>${t.server(figures(server.canary), figures(server.control))}</p>`;
}

function canarySection({ remote, canary, verdict, server }: CanaryView, t: Text): string {
  const head = `<h3>${remote}: ${escapeHtml(canary.release.releaseId)}</h3><p>${t.share(Math.round(canary.share * 100))}; ${t.started} ${escapeHtml(canary.release.at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}; ${t.control}: ${escapeHtml(canary.controlReleaseId ?? '–')}</p>`;
  if (verdict instanceof Error)
    return `${head}<p class="note" role="status">${escapeHtml(t.unavailable(verdict.message))}</p>${serverLine(server, t)}`;
  const rows = verdict.metrics.map((m) => metricRow(m, t)).join('');
  return `${head}<p>${t.views(verdict.views.canary, verdict.views.control)}</p>
<div class="scroll"><table><thead><tr><th scope="col">${t.metric}</th><th scope="col">${t.canary}</th><th scope="col">${t.control}</th><th scope="col">${t.effect}</th><th scope="col">${t.margin}</th><th scope="col">${t.status}</th></tr></thead><tbody>${rows}</tbody></table></div>
${serverLine(server, t)}<p><strong>${t.judge}: ${t.decisions[verdict.decision]}</strong>. <small lang="en">${escapeHtml(verdict.reason)}</small></p>`;
}

export function canaryPanel(canaries: CanaryView[], lang: LangCode): string {
  const t = TEXT[lang];
  if (canaries.length === 0) return `<h2>${t.heading}</h2><p>${t.none}</p>`;
  return `<h2>${t.heading}</h2>${canaries.map((c) => canarySection(c, t)).join('')}`;
}
