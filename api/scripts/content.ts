/**
 * `npm run content -- …`: automation publishes content through the API's content API with a
 * machine token (made by an administrator in the back office, one scope each: `rates` for
 * exchange rates and gold, `content` for the other kinds and synonyms, `applications` for
 * statuses). People use the back office. No deploy, no restart: visitors see it at once.
 *
 *   npm run content -- rates publish NON_CASH --from 2026-11-26T08:00:00+05:00 \
 *       USD=9.4312/9.41/9.46 EUR=10.9124/10.85/11.02 RUB=0.1163/0.114/0.119    (National Bank / buy / sell)
 *   npm run content -- rates list NON_CASH [--days 30]
 *   npm run content -- rates revert NON_CASH <id>
 *   npm run content -- synonyms list | synonyms add кредит қарз loan | synonyms remove <id>
 *   npm run content -- news publish item.json | news withdraw <id> | news revert <change>   (contentItems.ts)
 *
 * Settings: SSB_CONTENT_API_URL (the API's own address, default http://127.0.0.1:8085: the
 * content API is not reachable through the site) and SSB_CONTENT_TOKEN_FILE (or
 * SSB_CONTENT_TOKEN): the machine token (`ssbm.<id>.<secret>`).
 */
import { readFileSync } from 'node:fs';
import { MIN_SECRET_LENGTH } from '@ssb/server-kit/secretTokens';
import { ITEM_KINDS, ITEMS_USAGE, itemsCommand, ItemUsageError } from './contentItems';

const USAGE = `usage: npm run content -- rates publish <NON_CASH|TRANSFER|CardTransfer> --from <ISO instant> USD=<nbt>/<buy>/<sell> EUR=… RUB=…
       npm run content -- rates list <tab> [--days N]
       npm run content -- rates revert <tab> <id>
       npm run content -- synonyms list | add <word> <word>… | remove <id>
${ITEMS_USAGE}
       npm run content -- applications status <reference> <received|under_review|answered|rejected> [--reason <code>] [--note <text>]`;

class UsageError extends Error {}

function setting(env: NodeJS.ProcessEnv): { base: string; secret: string } {
  const base = (env.SSB_CONTENT_API_URL ?? 'http://127.0.0.1:8085').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/.test(base)) throw new UsageError(`SSB_CONTENT_API_URL must be the API's origin (http://host:port), got ${base}`);
  const file = env.SSB_CONTENT_TOKEN_FILE;
  const secret = (file ? readFileSync(file, 'utf8') : (env.SSB_CONTENT_TOKEN ?? '')).trim();
  if (!secret.startsWith('ssbm.') || secret.length < MIN_SECRET_LENGTH)
    throw new UsageError(
      'SSB_CONTENT_TOKEN_FILE (or SSB_CONTENT_TOKEN) must give a machine token (ssbm.…): an administrator makes one in the back office',
    );
  return { base, secret };
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** `USD=9.43/9.41/9.46` → the currency's National Bank, buy and sell rates. */
function ratesOf(args: string[]): Record<string, { nbt: number; buy: number; sell: number }> {
  const rates: Record<string, { nbt: number; buy: number; sell: number }> = {};
  for (const arg of args.filter((a) => /^[A-Z]{3}=/.test(a))) {
    const [currency = '', figures = ''] = arg.split('=');
    const [nbt, buy, sell] = figures.split('/').map(Number);
    if ([nbt, buy, sell].some((n) => n === undefined || !Number.isFinite(n))) throw new UsageError(`${arg}: write ${currency}=<nbt>/<buy>/<sell>`);
    rates[currency] = { nbt: nbt as number, buy: buy as number, sell: sell as number };
  }
  return rates;
}

async function call(base: string, secret: string, method: string, path: string, body?: unknown, pdf?: Buffer): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(pdf ? { 'content-type': 'application/pdf' } : body ? { 'content-type': 'application/json' } : {}),
    },
    body: pdf ? new Uint8Array(pdf) : body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  if (res.status === 204) return {};
  const answer = (await res.json().catch(() => ({}))) as { field?: string | null; message?: string };
  if (!res.ok) throw new Error(`${res.status}${answer.field ? ` ${answer.field}` : ''}: ${answer.message ?? res.statusText}`);
  return answer;
}

interface Publication {
  id: number;
  effectiveAt: string;
  publishedAt: string;
  publishedBy: string;
  revertedAt: string | null;
  rates: { currency: string; nbt: number; buy: number; sell: number }[];
}

const line = (p: Publication, currentId?: number | null) =>
  `${String(p.id).padStart(5)}  from ${p.effectiveAt}  ${p.rates.map((r) => `${r.currency} ${r.buy}/${r.sell} (${r.nbt})`).join('  ')}  by ${p.publishedBy}${p.revertedAt ? `, reverted ${p.revertedAt}` : ''}${p.id === currentId ? '  ← shown' : ''}`;

async function synonyms(base: string, secret: string, action: string | undefined, words: string[]): Promise<void> {
  if (action === 'list') {
    const { groups } = (await call(base, secret, 'GET', '/internal/content/synonyms')) as { groups: { id: number; words: string[] }[] };
    for (const group of groups) console.log(`${String(group.id).padStart(5)}  ${group.words.join(' / ')}`);
  } else if (action === 'add') {
    if (words.length < 2) throw new UsageError('synonyms add needs two words or more that mean the same thing');
    const group = (await call(base, secret, 'POST', '/internal/content/synonyms', { words })) as { id: number; words: string[] };
    console.log(`added: ${String(group.id).padStart(5)}  ${group.words.join(' / ')}`);
  } else if (action === 'remove' && words[0] && /^\d+$/.test(words[0])) {
    await call(base, secret, 'DELETE', `/internal/content/synonyms/${words[0]}`);
    console.log(`removed: ${words[0]}`);
  } else throw new UsageError(USAGE);
}

export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const [kind, action, tab, ...rest] = args;
  if (ITEM_KINDS.includes(kind ?? '')) {
    const { base, secret } = setting(env);
    return itemsCommand(
      (method, path, body) =>
        call(base, secret, method, path, body && 'json' in body ? body.json : undefined, body && 'pdf' in body ? body.pdf : undefined),
      kind as string,
      action,
      args.slice(2),
    );
  }
  if (kind === 'applications' && action === 'status' && tab && rest[0]) {
    const { base, secret } = setting(env);
    const record = (await call(base, secret, 'PUT', `/internal/content/applications/${encodeURIComponent(tab)}/status`, {
      status: rest[0],
      ...(option(rest, '--reason') ? { reason: option(rest, '--reason') } : {}),
      ...(option(rest, '--note') ? { note: option(rest, '--note') } : {}),
    })) as {
      id: string;
      status: string;
      statusChangedAt: string;
    };
    console.log(`application ${record.id}: ${record.status} since ${record.statusChangedAt}`);
    return;
  }
  if (kind === 'synonyms') {
    const { base, secret } = setting(env);
    return synonyms(base, secret, action, args.slice(2));
  }
  if (kind !== 'rates' || !action || !tab) throw new UsageError(USAGE);
  const { base, secret } = setting(env);
  const path = `/internal/content/rates/${encodeURIComponent(tab)}`;
  if (action === 'publish') {
    const from = option(rest, '--from');
    if (!from) throw new UsageError('rates publish needs --from <ISO instant with its offset>, e.g. 2026-11-26T08:00:00+05:00');
    const published = (await call(base, secret, 'PUT', path, { effectiveAt: from, rates: ratesOf(rest) })) as Publication;
    console.log(`published: ${line(published)}`);
  } else if (action === 'list') {
    const days = option(rest, '--days') ?? '30';
    const answer = (await call(base, secret, 'GET', `${path}?days=${encodeURIComponent(days)}`)) as {
      currentId: number | null;
      publications: Publication[];
    };
    if (answer.publications.length === 0) console.log(`no publication of ${tab} in ${days} days: the seed's rates are shown`);
    for (const publication of answer.publications) console.log(line(publication, answer.currentId));
  } else if (action === 'revert') {
    const id = rest[0];
    if (!id || !/^\d+$/.test(id)) throw new UsageError('rates revert needs the publication id (rates list shows them)');
    const reverted = (await call(base, secret, 'POST', `${path}/${id}/revert`)) as Publication;
    console.log(`reverted: ${line(reverted)}`);
  } else throw new UsageError(USAGE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`[content] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof UsageError || error instanceof ItemUsageError ? 2 : 1);
  });
}
