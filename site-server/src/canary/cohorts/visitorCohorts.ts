/**
 * One request's cohorts: while a canary runs, the visitor's id from the cohort cookie, or a new
 * one to give on this very answer (so the first page view is in its cohorts already), hashed into
 * each canary's cohorts. Without a running canary nothing is read or given: answers are as they
 * were before canaries existed.
 */
import type { RegistryState } from '../../deploy/registryState';
import { newVisitorId, visitorIdOf } from './cohortCookie';
import { canaryRemotes, cohortsOf, type Cohorts } from './withCanaries';

export interface VisitorCohorts {
  cohorts: Cohorts;
  /** The id to give the browser in a cohort cookie: it had none, or one of another form. */
  give: string | null;
}

export function visitorCohorts(cookieHeader: string | undefined, state: RegistryState, newId: () => string = newVisitorId): VisitorCohorts {
  if (canaryRemotes(state).length === 0) return { cohorts: {}, give: null };
  const held = visitorIdOf(cookieHeader);
  const visitorId = held ?? newId();
  return { cohorts: cohortsOf(visitorId, state), give: held ? null : visitorId };
}
