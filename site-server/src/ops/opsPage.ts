/**
 * The operations page (/_ops): for each page and each remote release, the p75 of LCP, INP, CLS
 * and TTFB that visitors' browsers reported over the last 24 hours, the live releases and the
 * last deploys. A team that deployed reads its release's row against the one before it.
 * Plain HTML, no script: it works behind the strictest policy and on any browser.
 */
import type { LangCode, RemoteName } from '@ssb/contracts/node';
import { REMOTE_NAMES, localeOf } from '@ssb/contracts/node';
import type { HistoryAction, HistoryEntry, RegistryState } from '../deploy/registryState';
import { escapeHtml } from '../security/escapeHtml';
import { canaryPanel, type CanaryView } from './canaryPanel';
import type { ReleaseRenderFigures, RenderBound } from '../metrics/siteMetrics';
import { VITAL_NAMES, ratingOf, type Rating, type VitalName, type VitalsOf, type VitalsSummary } from './vitalsSummary';

const TEXT = {
  tj: {
    title: 'Амалиёт — Бонки SSB',
    heading: 'Амалиёти сомона',
    window: (hours: number, beacons: number) => `Маълумоти браузерҳои меҳмонон дар ${hours} соати охир; паёмҳо: ${beacons}.`,
    live: 'Релизҳои фаъол',
    remote: 'Қисм',
    release: 'Релиз',
    since: 'Аз',
    at: 'Кай',
    by: 'Кӣ',
    none: 'ҳеҷ',
    deploys: 'Ҷойгиркуниҳои охирин',
    action: 'Амал',
    actions: {
      deploy: 'ҷойгиркунӣ',
      rollback: 'бозгашт',
      canary: 'оғози канарӣ',
      'canary-step': 'афзудани ҳиссаи канарӣ',
      'canary-promote': 'канарӣ ба ҳама',
      'canary-abort': 'қатъи канарӣ',
      'canary-rollback': 'бозгашти канарӣ',
    } as Record<HistoryAction, string>,
    why: 'Сабаб',
    pages: 'Саҳифаҳо (p75)',
    page: 'Саҳифа',
    releases: 'Релизҳо (p75)',
    count: 'шумора',
    noData: 'Дар ин давра паёме нест.',
    unavailable: (reason: string) => `Хулосаи API дастрас нест: ${reason}.`,
    rating: { good: 'хуб', improve: 'беҳтар кардан лозим', poor: 'суст' } as Record<Rating, string>,
    liveMark: 'фаъол',
    languages: 'Забон',
    rendering: 'Тасвири саҳифаҳо дар сервер (ин раванд)',
    renders: 'тасвиршуда',
    fallbacks: 'ба браузер',
    meanTime: 'вақти миёна',
    meanCpu: 'CPU-и миёна',
    bounds: {
      'too-large': 'ҷавоби калон',
      'cpu-render': 'CPU ҳангоми тасвир',
      'cpu-idle': 'CPU бе кор',
      'relay-budget': 'хониши API аз ҳад',
    } as Record<RenderBound, string>,
    boundsNote: 'Дар сутунҳои охир: чанд бор девори раванди тасвир релизро боздошт.',
  },
  ru: {
    title: 'Эксплуатация — Банк SSB',
    heading: 'Эксплуатация сайта',
    window: (hours: number, beacons: number) => `Данные браузеров посетителей за последние ${hours} ч; сообщений: ${beacons}.`,
    live: 'Активные релизы',
    remote: 'Модуль',
    release: 'Релиз',
    since: 'С',
    at: 'Когда',
    by: 'Кто',
    none: 'нет',
    deploys: 'Последние развёртывания',
    action: 'Действие',
    actions: {
      deploy: 'развёртывание',
      rollback: 'откат',
      canary: 'запуск канарейки',
      'canary-step': 'рост доли канарейки',
      'canary-promote': 'канарейка на всех',
      'canary-abort': 'остановка канарейки',
      'canary-rollback': 'откат канарейки',
    } as Record<HistoryAction, string>,
    why: 'Причина',
    pages: 'Страницы (p75)',
    page: 'Страница',
    releases: 'Релизы (p75)',
    count: 'число',
    noData: 'За этот период сообщений нет.',
    unavailable: (reason: string) => `Сводка API недоступна: ${reason}.`,
    rating: { good: 'хорошо', improve: 'нужно улучшить', poor: 'плохо' } as Record<Rating, string>,
    liveMark: 'активен',
    languages: 'Язык',
    rendering: 'Отрисовка страниц на сервере (этот процесс)',
    renders: 'отрисовано',
    fallbacks: 'в браузер',
    meanTime: 'среднее время',
    meanCpu: 'средний CPU',
    bounds: {
      'too-large': 'слишком большой ответ',
      'cpu-render': 'CPU при отрисовке',
      'cpu-idle': 'CPU без работы',
      'relay-budget': 'чтения API сверх бюджета',
    } as Record<RenderBound, string>,
    boundsNote: 'В последних столбцах: сколько раз стены процесса отрисовки остановили релиз.',
  },
  en: {
    title: 'Operations — SSB Bank',
    heading: 'Site operations',
    window: (hours: number, beacons: number) => `Reported by visitors' browsers over the last ${hours} h; beacons: ${beacons}.`,
    live: 'Live releases',
    remote: 'Remote',
    release: 'Release',
    since: 'Since',
    at: 'When',
    by: 'By',
    none: 'none',
    deploys: 'Last deploys',
    action: 'Action',
    actions: {
      deploy: 'deploy',
      rollback: 'rollback',
      canary: 'canary started',
      'canary-step': 'canary stepped up',
      'canary-promote': 'canary promoted',
      'canary-abort': 'canary aborted',
      'canary-rollback': 'canary rolled back',
    } as Record<HistoryAction, string>,
    why: 'Why',
    pages: 'Pages (p75)',
    page: 'Page',
    releases: 'Releases (p75)',
    count: 'count',
    noData: 'No beacons in this window.',
    unavailable: (reason: string) => `The API's summary is unavailable: ${reason}.`,
    rating: { good: 'good', improve: 'needs improvement', poor: 'poor' } as Record<Rating, string>,
    liveMark: 'live',
    languages: 'Language',
    rendering: 'Server rendering of pages (this process)',
    renders: 'rendered',
    fallbacks: 'to the browser',
    meanTime: 'mean time',
    meanCpu: 'mean CPU',
    bounds: {
      'too-large': 'answer too large',
      'cpu-render': 'CPU while rendering',
      'cpu-idle': 'CPU with no render',
      'relay-budget': 'API reads over budget',
    } as Record<RenderBound, string>,
    boundsNote: 'In the last columns: how many times a wall of its render process held the release.',
  },
} satisfies Record<LangCode, unknown>;

type Text = (typeof TEXT)[LangCode];

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:16px;max-width:1200px;color:#1d1d1f}
h1{font-size:28px}h2{font-size:20px;margin-top:32px}nav a{margin-right:12px}
.scroll{overflow-x:auto}table{border-collapse:collapse;min-width:100%}th,td{padding:6px 10px;border-bottom:1px solid #d0d4dc;text-align:left;white-space:nowrap}
td.n{text-align:right;font-variant-numeric:tabular-nums}.good{color:#0b6b2e}.improve{color:#8a5300}.poor{color:#b00020;font-weight:600}
small{color:#4a4f59}td.why{white-space:normal;min-width:280px}h3{font-size:17px;margin-top:20px}.note{padding:8px 12px;background:#fff4e5;border-left:4px solid #8a5300}`;

const formatValue = (name: VitalName, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

function cells(metrics: VitalsOf, t: Text): string {
  return VITAL_NAMES.map((name) => {
    const p = metrics[name];
    if (!p) return '<td class="n">–</td>';
    const rating = ratingOf(name, p.p75);
    // The rating in words too: colour alone says nothing to some readers.
    return `<td class="n ${rating}">${formatValue(name, p.p75)} <small>(${t.rating[rating]}, ${t.count} ${p.count})</small></td>`;
  }).join('');
}

const vitalHeads = () => VITAL_NAMES.map((name) => `<th scope="col">${name}</th>`).join('');

const table = (head: string, rows: string[]) =>
  `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;

const when = (iso: string) => escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));

function liveReleases(state: RegistryState, t: Text): string {
  const rows = REMOTE_NAMES.map((name: RemoteName) => {
    const live = state.remotes[name].live;
    return `<tr><th scope="row">${name}</th><td>${live ? escapeHtml(live.releaseId) : t.none}</td><td>${live ? when(live.at) : '–'}</td><td>${live ? escapeHtml(live.by) : '–'}</td></tr>`;
  });
  return table(`<th scope="col">${t.remote}</th><th scope="col">${t.release}</th><th scope="col">${t.since}</th><th scope="col">${t.by}</th>`, rows);
}

/** The newest switches of all remotes together, newest first. */
export function lastDeploys(state: RegistryState, limit = 10): (HistoryEntry & { remote: RemoteName })[] {
  return REMOTE_NAMES.flatMap((remote: RemoteName) => state.remotes[remote].history.map((entry) => ({ ...entry, remote })))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}

function deploys(state: RegistryState, t: Text): string {
  const rows = lastDeploys(state).map(
    (d) =>
      `<tr><td>${when(d.at)}</td><th scope="row">${d.remote}</th><td>${t.actions[d.action]}${d.share === undefined ? '' : ` (${Math.round(d.share * 100)} %)`}</td><td>${escapeHtml(d.releaseId)}</td><td>${escapeHtml(d.by)}</td><td class="why" lang="en">${d.decision ? escapeHtml(d.decision.reason) : ''}</td></tr>`,
  );
  if (rows.length === 0) return `<p>${t.none}</p>`;
  return table(
    `<th scope="col">${t.at}</th><th scope="col">${t.remote}</th><th scope="col">${t.action}</th><th scope="col">${t.release}</th><th scope="col">${t.by}</th><th scope="col">${t.why}</th>`,
    rows,
  );
}

const BOUNDS: RenderBound[] = ['too-large', 'cpu-render', 'cpu-idle', 'relay-budget'];
const ms = (value: number | null) => (value === null ? '–' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);

/** Each live release's server renders in this process: how they went, their time and CPU, and the walls that held it. */
function rendering(state: RegistryState, figures: Partial<Record<RemoteName, ReleaseRenderFigures>>, t: Text): string {
  const rows = REMOTE_NAMES.flatMap((name: RemoteName) => {
    const live = state.remotes[name].live;
    const f = figures[name];
    if (!live || !f) return [];
    const held = BOUNDS.map((bound) => `<td class="n${f.bounded[bound] > 0 ? ' poor' : ''}">${f.bounded[bound]}</td>`).join('');
    return [
      `<tr><th scope="row">${name}</th><td>${escapeHtml(live.releaseId)}</td><td class="n">${f.rendered}</td><td class="n">${f.fallback}</td><td class="n">${ms(f.meanMs)}</td><td class="n">${ms(f.meanCpuMs)}</td>${held}</tr>`,
    ];
  });
  if (rows.length === 0) return '';
  const heads = [t.remote, t.release, t.renders, t.fallbacks, t.meanTime, t.meanCpu, ...BOUNDS.map((bound) => t.bounds[bound])];
  return `<h2>${t.rendering}</h2><p><small>${t.boundsNote}</small></p>${table(heads.map((head) => `<th scope="col">${head}</th>`).join(''), rows)}`;
}

function vitals(summary: VitalsSummary, state: RegistryState, t: Text): string {
  if (summary.beacons === 0) return `<h2>${t.pages}</h2><p>${t.noData}</p>`;
  const pageRows = summary.pages.map((p) => `<tr><th scope="row">${escapeHtml(p.page)}</th>${cells(p.metrics, t)}</tr>`);
  const releaseRows = summary.releases.map((r) => {
    const live = state.remotes[r.remote as RemoteName]?.live?.releaseId === r.release;
    return `<tr><th scope="row">${escapeHtml(r.remote)}</th><td>${escapeHtml(r.release)}${live ? ` <small>(${t.liveMark})</small>` : ''}</td>${cells(r.metrics, t)}</tr>`;
  });
  return `<h2>${t.pages}</h2>${table(`<th scope="col">${t.page}</th>${vitalHeads()}`, pageRows)}
<h2>${t.releases}</h2>${table(`<th scope="col">${t.remote}</th><th scope="col">${t.release}</th>${vitalHeads()}`, releaseRows)}`;
}

export function renderOpsPage({
  lang,
  hours,
  summary,
  state,
  canaries = [],
  liveFigures = {},
}: {
  lang: LangCode;
  hours: number;
  summary: VitalsSummary | Error;
  state: RegistryState;
  canaries?: CanaryView[];
  /** This process's render figures of each live release. */
  liveFigures?: Partial<Record<RemoteName, ReleaseRenderFigures>>;
}): string {
  const t = TEXT[lang];
  const languages = (['tj', 'ru', 'en'] as const)
    .map((code) => `<a href="/_ops?lang=${code}"${code === lang ? ' aria-current="page"' : ''}>${code.toUpperCase()}</a>`)
    .join('');
  const figures =
    summary instanceof Error
      ? `<p class="note" role="status">${escapeHtml(t.unavailable(summary.message))}</p>`
      : `<p>${t.window(hours, summary.beacons)}</p>${vitals(summary, state, t)}`;
  return `<!doctype html><html lang="${localeOf(lang).iso}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><style>${STYLE}</style></head>
<body><nav aria-label="${t.languages}">${languages}</nav><main><h1>${t.heading}</h1>${figures}
${canaryPanel(canaries, lang)}
${rendering(state, liveFigures, t)}
<h2>${t.live}</h2>${liveReleases(state, t)}
<h2>${t.deploys}</h2>${deploys(state, t)}</main></body></html>`;
}
