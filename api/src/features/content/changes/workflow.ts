/**
 * Where a change may go from where it stands, and whose move each is:
 *
 *   draft ──submit──▶ submitted ──approve──▶ published (from its instant, when scheduled)
 *     │                   └──return (a comment)──▶ returned ──edit──▶ edited ──submit──▶ submitted
 *     └──discard──▶ discarded            (draft, returned and edited are the author's to edit or discard)
 *
 * The author writes, edits, submits and discards; someone else approves or returns (four eyes:
 * the API compares the approver's `sub` with the author's, whatever their roles). A rates
 * publisher may publish their own rates or gold prices without a second person while no figure
 * moves more than 5 % (ratesBound.ts).
 */
import { PUBLISHABLE } from '../publications';
import type { ChangeState, ContentChange } from './changeStore';

/** The states the author may still edit (PUT) or discard (DELETE). */
export const EDITABLE: readonly ChangeState[] = ['draft', 'returned', 'edited'];
/** A returned change is edited before it is submitted again. */
export const SUBMITTABLE: readonly ChangeState[] = ['draft', 'edited'];
export const APPROVABLE: readonly ChangeState[] = ['submitted'];
/** A rates publisher's own change, published alone within the bound: written, or waiting for a colleague. */
export const PUBLISHABLE_ALONE: readonly ChangeState[] = ['draft', 'edited', 'submitted'];

/** The state a change is in after its author edits it. */
export const stateAfterEdit = (state: ChangeState): ChangeState => (state === 'draft' ? 'draft' : 'edited');

/** The kinds that are the treasury's (exchange rates and gold prices): rates publishers edit and approve them. */
export const isTreasuryKind = (kind: string): boolean => kind === 'rates' || PUBLISHABLE[kind]?.kind === 'gold';

/** The four-eyes rule: nobody approves (or returns) what they wrote. */
export const isAuthor = (change: ContentChange, sub: string): boolean => change.author.sub === sub;

/** The kinds a change may be about: every kind of item staff publish, and the rates by tab. */
export const CHANGE_KINDS = [...Object.keys(PUBLISHABLE), 'rates'] as const;
