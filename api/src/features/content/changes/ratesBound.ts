/**
 * How far a rates publisher may move the treasury's figures alone: no figure of a tab's rates (the
 * National Bank's, buy, sell) or of the gold prices more than 5 % from what holds now (the tab's
 * publication in force, or the seed's figures before any). A bigger move, a new figure, a tab
 * with nothing to compare with, or a revert needs a second rates publisher's approval.
 */
import type { Db } from '../../../db/db';
import type { ContentChange } from './changeStore';
import { currentBody } from './currentBody';
import { isRefusal, readBody, refusal, type Refusal } from './readChange';
import { isTreasuryKind } from './workflow';

/** The largest move a rates publisher publishes alone, as a fraction of the figure before. */
const ALONE_BOUND = 0.05;

type Figures = Map<string, number>;

const needsApproval = (field: string, message: string): Refusal =>
  refusal(409, 'needs_approval', field, `${message}: submit it for a colleague’s approval`);

/** The first figure that moves beyond the bound, named as the body names it; null when none does. */
function beyond(proposed: Figures, before: Figures): Refusal | null {
  for (const [field, value] of proposed) {
    const old = before.get(field);
    if (old === undefined || old <= 0) return needsApproval(field, 'a figure with none before it to compare with');
    const move = Math.abs(value - old) / old;
    if (move > ALONE_BOUND) return needsApproval(field, `moves ${(move * 100).toFixed(1)} % from ${old} (more than ${ALONE_BOUND * 100} %)`);
  }
  return null;
}

/** A refusal when the change may not be published by its author alone; null when it may. */
export async function aloneRefusal(db: Db, change: ContentChange, now: Date): Promise<Refusal | null> {
  if (!isTreasuryKind(change.kind)) return refusal(403, 'forbidden', 'kind', 'only exchange rates and gold prices are published without an approver');
  if (change.action !== 'publish') return needsApproval('action', 'a revert changes what visitors see by more than figures');
  const read = await readBody(db, change, 1, now);
  if (isRefusal(read)) return read;
  const current = await currentBody(db, change.kind, change.item, now);
  const proposed: Figures = new Map();
  const before: Figures = new Map();
  if (read.kind === 'rates') {
    for (const rate of read.rates) for (const key of ['nbt', 'buy', 'sell'] as const) proposed.set(`rates.${rate.currency}.${key}`, rate[key]);
    for (const rate of current && 'rates' in current ? current.rates : [])
      for (const key of ['nbt', 'buy', 'sell'] as const) before.set(`rates.${rate.currency}.${key}`, rate[key]);
    if (before.size === 0) return needsApproval('rates', `${String(change.item)} has no figures yet to compare with`);
  } else {
    // Gold prices: one document of figures by weight, the same in every language.
    const figuresOf = (doc: unknown, into: Figures) => {
      for (const [grams, price] of Object.entries((doc ?? {}) as Record<string, unknown>))
        for (const key of ['buy', 'sell'] as const) {
          const value = (price as Record<string, unknown> | null)?.[key];
          if (typeof value === 'number') into.set(`common.${grams}.${key}`, value);
        }
    };
    figuresOf(read.read.docs[1], proposed);
    figuresOf(current && 'docs' in current ? current.docs?.tj : undefined, before);
  }
  return beyond(proposed, before);
}
