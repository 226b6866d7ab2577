/** The studio's calls to the API (relayed by the back office: server/routes/staffApi.ts). */
import { call } from '../api';
import type { ChangeAction, ChangeDetail, ChangeForm, ChangePage, ChangeSummary, ItemHistory, JsonObject, KindItem } from './types';

let forms: Promise<ChangeForm[]> | undefined;

/** Every change kind's form, asked once per page load (the kinds come from the API, never from here). */
export function loadForms(): Promise<ChangeForm[]> {
  forms ??= call<{ forms: ChangeForm[] }>('GET', '/forms').then(
    (answer) => answer.forms,
    (error: unknown) => {
      forms = undefined;
      throw error;
    },
  );
  return forms;
}

export const loadItems = (kind: string) => call<{ items: KindItem[] }>('GET', `/forms/${encodeURIComponent(kind)}/items`).then((a) => a.items);
export const loadHistory = (kind: string, item: string) =>
  call<ItemHistory>('GET', `/history/${encodeURIComponent(kind)}/${encodeURIComponent(item)}`);
export const loadChange = (id: string) => call<ChangeDetail>('GET', `/changes/${id}`);
export const loadChanges = (query: string) => call<ChangePage>('GET', `/changes${query ? `?${query}` : ''}`);

export interface NewChange {
  kind: string;
  item: string | null;
  action: ChangeAction;
  body?: JsonObject;
  reverts?: number;
  scheduledFor?: string | null;
}

export const createChange = (change: NewChange) => call<ChangeSummary>('POST', '/changes', change);
export const editChange = (id: string, body: JsonObject | null, scheduledFor: string | null) =>
  call<ChangeSummary>('PUT', `/changes/${id}`, { ...(body ? { body } : {}), scheduledFor });
export const discardChange = (id: string) => call<ChangeSummary>('DELETE', `/changes/${id}`);
export const submitChange = (id: string) => call<ChangeSummary>('POST', `/changes/${id}/submit`);
export const approveChange = (id: string) =>
  call<ChangeSummary & { publication?: { effectiveAt: string; scheduled: boolean } }>('POST', `/changes/${id}/approve`, {});
export const returnChange = (id: string, comment: string) => call<ChangeSummary>('POST', `/changes/${id}/return`, { comment });
/** A sealed preview of the change for the public site, and the site path where it shows. */
export const previewChange = (id: string) => call<{ token: string; path: string; expiresAt: string }>('POST', `/changes/${id}/preview`);
export const publishAlone = (id: string) => call<ChangeSummary>('POST', `/changes/${id}/publish`);
