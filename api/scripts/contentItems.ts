/**
 * `npm run content -- <kind> …` for items: every kind the content API publishes (news, deposits,
 * credits, pages, gold… as publishableKinds.ts names them). An item is a JSON file: what is the same in every language under "common", each
 * language's texts under "tj", "ru" and "en" (docs/content.md has one of each kind).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLISHABLE_NAMES } from '../src/features/content/publications/publishableKinds';

export const ITEM_KINDS: readonly string[] = PUBLISHABLE_NAMES;

export const ITEMS_USAGE = `       npm run content -- <${ITEM_KINDS.join('|')}> list
       npm run content -- <kind> publish <item.json> [--id <id>]     (no --id: a new item)
       npm run content -- <kind> withdraw <id>
       npm run content -- <kind> revert <change>
       npm run content -- documents upload <file.pdf>                 (then publish with "common": {"file": …})`;

export type Call = (method: string, path: string, body?: { json: unknown } | { pdf: Buffer }) => Promise<unknown>;

interface Change {
  id: number;
  kind: string;
  itemId: number;
  docs: Record<string, { title?: unknown }> | null;
  effectiveAt: string;
  publishedBy: string;
  publishedAt: string;
  revertedAt: string | null;
  revertedBy: string | null;
}

export class ItemUsageError extends Error {}

const line = (c: Change) => {
  const what = c.docs === null ? 'withdrawn' : `«${String(c.docs['3']?.title ?? c.docs['1']?.title ?? '')}»`;
  const reverted = c.revertedAt ? `, reverted ${c.revertedAt} by ${c.revertedBy ?? '?'}` : '';
  return `change ${String(c.id).padStart(5)}  item ${String(c.itemId).padStart(4)}  ${what}  from ${c.effectiveAt}  by ${c.publishedBy}${reverted}`;
};

const number = (value: string | undefined, what: string): string => {
  if (!value || !/^\d{1,9}$/.test(value)) throw new ItemUsageError(`${what} is a whole number`);
  return value;
};

function readJson(file: string | undefined): unknown {
  if (!file) throw new ItemUsageError('publish needs the item as a JSON file');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new ItemUsageError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function itemsCommand(call: Call, kind: string, action: string | undefined, args: string[]): Promise<void> {
  const base = `/internal/content/items/${kind}`;
  if (action === 'list') {
    const answer = (await call('GET', base)) as { changes: Change[] };
    if (answer.changes.length === 0) console.log(`no change of ${kind} yet: the seed's are shown`);
    for (const change of answer.changes) console.log(line(change));
  } else if (action === 'publish') {
    const at = args.indexOf('--id');
    const id = at >= 0 ? number(args[at + 1], '--id') : null;
    const file = args.find((arg, i) => !arg.startsWith('--') && (at < 0 || (i !== at + 1 && i !== at)));
    const change = (await call(id ? 'PUT' : 'POST', id ? `${base}/${id}` : base, { json: readJson(file) })) as Change;
    console.log(`published: ${line(change)}`);
  } else if (action === 'withdraw') {
    console.log(`withdrawn: ${line((await call('DELETE', `${base}/${number(args[0], 'the item id')}`)) as Change)}`);
  } else if (action === 'revert') {
    console.log(`reverted: ${line((await call('POST', `${base}/changes/${number(args[0], 'the change number')}/revert`)) as Change)}`);
  } else if (action === 'upload' && kind === 'documents') {
    const file = args[0];
    if (!file?.toLowerCase().endsWith('.pdf')) throw new ItemUsageError('documents upload needs a .pdf file');
    const uploaded = (await call('PUT', `/internal/content/files/${encodeURIComponent(path.basename(file))}`, { pdf: readFileSync(file) })) as {
      file: string;
      sizeBytes: number;
    };
    console.log(`uploaded: ${uploaded.file} (${uploaded.sizeBytes} bytes); publish the document with "common": {"file": "${uploaded.file}", …}`);
  } else throw new ItemUsageError(ITEMS_USAGE.trim());
}
