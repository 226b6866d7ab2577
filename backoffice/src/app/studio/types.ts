/** The answers of the API's studio routes (api/src/features/staff/routes/changes.ts, forms.ts). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A JSON schema, as far as the forms read one. */
export interface JsonSchema {
  type?: string | string[];
  enum?: (string | number)[];
  pattern?: string;
  description?: string;
  title?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

export interface ChangeForm {
  kind: string;
  itemKind: string;
  schema: JsonSchema;
  translated: string[];
  scheduled: boolean;
  languageNeutral: boolean;
  file: boolean;
  slug: boolean;
}

export const BODY_LANGS = ['tj', 'ru', 'en'] as const;
export type BodyLang = (typeof BODY_LANGS)[number];

/** An item's body as a change takes it. */
export type ItemBody = {
  common: JsonObject;
  tj: JsonObject;
  ru: JsonObject;
  en: JsonObject;
};

export interface KindItem {
  item: string;
  shown: boolean;
  publicationId: number | null;
  titles: Record<BodyLang, string>;
  /** An item's body, or a rates tab's `{ rates }`; null: withdrawn. */
  current: JsonObject | null;
}

export type ChangeState = 'draft' | 'submitted' | 'returned' | 'edited' | 'published' | 'discarded';
export const CHANGE_STATES: readonly ChangeState[] = ['draft', 'submitted', 'returned', 'edited', 'published', 'discarded'];
export type ChangeAction = 'publish' | 'withdraw' | 'revert';

interface Actor {
  sub: string;
  name: string;
}

export interface ChangeSummary {
  id: string;
  kind: string;
  item: string | null;
  action: ChangeAction;
  reverts: number | null;
  scheduledFor: string | null;
  author: Actor;
  state: ChangeState;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewer: Actor | null;
  reviewComment: string | null;
  publishedAt: string | null;
  publicationId: number | null;
}

export interface ChangePage {
  results: ChangeSummary[];
  next: string | null;
}

export interface RateFigures {
  currency: string;
  nbt: number;
  buy: number;
  sell: number;
}

/** What holds now: an item's documents by language, or a tab's rates. */
type Current =
  { publicationId: number | null; docs: Record<string, JsonObject> | null } | { publicationId: number | null; rates: RateFigures[] } | null;

export interface ChangeDetail extends ChangeSummary {
  body: JsonObject | null;
  current: Current;
  proposed: { docs: Record<string, JsonObject> } | { rates: RateFigures[] } | null;
  problem: { field: string | null; message: string } | null;
}

interface Publication {
  id: number;
  effectiveAt: string;
  publishedAt: string;
  publishedBy: string;
  revertedAt: string | null;
  revertedBy: string | null;
  /** An item's documents by language (null: withdrawn), or a tab's `{ rates }`. */
  docs: Record<string, JsonValue> | null;
}

export interface ItemHistory {
  kind: string;
  item: string;
  currentId: number | null;
  publications: Publication[];
  seed: Record<string, JsonValue> | null;
}
