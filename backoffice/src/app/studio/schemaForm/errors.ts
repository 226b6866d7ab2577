/**
 * A refusal of the API named by its field (`ru.title`, `common.slug`, `tj.body.2.text`,
 * `common.5.buy` of gold prices by weight, `scheduledFor`) as the control it is about: the id of
 * its input (or of the nearest control around it), the names of the properties on the way (for
 * the field's label in the editor's language), and the message as a key of the catalogs.
 */
import type { CatalogKey } from '../../../shared/i18n';
import type { FormModel, FormNode } from './model';
import type { FormValue, FormValues } from './values';

export type Scope = 'common' | 'tj' | 'ru' | 'en' | 'root';
export const SCHEDULE_ID = 'sf-schedule';

/** The id of a control of the form: its scope and its path in the form's values. */
export const inputId = (scope: Scope | string, path: readonly (string | number)[]) =>
  ['sf', scope, ...path].join('-').replace(/[^A-Za-z0-9_-]/g, '_');

export interface FieldTarget {
  scope: Scope | 'schedule';
  /** The path in the form's values, as far as it could be followed. */
  path: (string | number)[];
  /** The properties named on the way, outermost first. */
  names: string[];
  /** The ids to focus, the control itself first, then the ones around it. */
  ids: string[];
}

const isRecord = (value: unknown): value is Record<string, FormValue> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows the API's path through the form's model and values. */
function follow(node: FormNode, value: FormValue | undefined, segments: readonly string[], path: (string | number)[], names: string[]): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  switch (node.t) {
    case 'nullable':
      return follow(node.inner, value, segments, path, names);
    case 'object': {
      const field = node.fields.find((f) => f.name === head);
      if (!field) return;
      path.push(head);
      names.push(head);
      return follow(field.node, isRecord(value) ? value[head] : undefined, rest, path, names);
    }
    case 'array':
    case 'blocks': {
      if (!/^\d+$/.test(head)) return;
      const index = Number(head);
      path.push(index);
      const item = Array.isArray(value) ? value[index] : undefined;
      if (node.t === 'array') return follow(node.item, item, rest, path, names);
      const kind = isRecord(item) && typeof item.kind === 'string' ? item.kind : '';
      const variant = node.variants.find((v) => v.kind === kind);
      if (variant) follow({ t: 'object', fields: variant.fields }, item, rest, path, names);
      return;
    }
    case 'map': {
      const entries = Array.isArray(value) ? value : [];
      const index = entries.findIndex((e) => isRecord(e) && e.key === head);
      if (index < 0) return;
      path.push(index, 'value');
      return follow(node.value, isRecord(entries[index]) ? entries[index].value : undefined, rest, path, names);
    }
    default:
      return;
  }
}

/** The control an API's field names, or null: a fault of the whole change (shown above the form). */
export function targetOf(field: string | null | undefined, model: FormModel, values: FormValues): FieldTarget | null {
  if (!field) return null;
  if (field === 'scheduledFor') return { scope: 'schedule', path: [], names: ['scheduledFor'], ids: [SCHEDULE_ID] };
  let segments = field.split('.');
  let scope: Scope;
  if (model.root) {
    // A language-neutral document: `common.<key>…`, or the schema's own path.
    if (segments[0] === 'common') segments = segments.slice(1);
    scope = 'root';
  } else {
    const [first, ...rest] = segments;
    if (first !== 'common' && first !== 'tj' && first !== 'ru' && first !== 'en') return null;
    scope = first;
    segments = rest;
  }
  const path: (string | number)[] = [];
  const names: string[] = [];
  if (scope === 'root' && model.root) follow(model.root, values.root, segments, path, names);
  else {
    const fields = scope === 'common' ? model.common : model.translated;
    follow({ t: 'object', fields }, values[scope], segments, path, names);
  }
  if (path.length === 0 && scope !== 'root') return null;
  const ids: string[] = [];
  for (let n = path.length; n >= 0; n -= 1) ids.push(inputId(scope, path.slice(0, n)));
  return { scope, path, names: names.length > 0 ? names : (segments.slice(0, 1) as string[]), ids };
}

/** The API's message (English, for people who read logs) as a message of the catalogs. */
export function messageKeyOf(error: string | undefined, message: string | undefined): CatalogKey {
  const text = message ?? '';
  if (error === 'needs_approval') return 'studio.error.needsApproval';
  if (error === 'four_eyes') return 'studio.error.fourEyes';
  if (error === 'not_author') return 'studio.error.notAuthor';
  if (error === 'forbidden') return 'studio.error.forbidden';
  if (error === 'state') return 'studio.error.state';
  if (error === 'reverted') return 'studio.error.reverted';
  if (error === 'exists') return /slug|address/i.test(text) ? 'studio.error.slugTaken' : 'studio.error.exists';
  if (error === 'not_found') return 'studio.error.notFound';
  if (/^missing/.test(text)) return 'studio.error.missing';
  if (/one slug/.test(text)) return 'studio.error.slugSame';
  if (/lowercase Latin/.test(text)) return 'studio.error.slug';
  if (/still to come/.test(text)) return 'studio.error.future';
  if (/ISO 8601/.test(text)) return 'studio.error.instant';
  if (/must be (number|integer)/.test(text)) return 'studio.error.number';
  if (/must be string/.test(text)) return 'studio.error.text';
  if (/allowed values|equal to constant/.test(text)) return 'studio.error.choice';
  if (/must match pattern/.test(text)) return 'studio.error.pattern';
  if (/not a field/.test(text)) return 'studio.error.extra';
  if (/positive number/.test(text)) return 'studio.error.positive';
  if (/buys at most/.test(text)) return 'studio.error.buySell';
  if (/PDF uploaded/.test(text)) return 'studio.error.file';
  return 'studio.error.invalid';
}
