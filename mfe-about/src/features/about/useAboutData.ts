import { useResource } from '@ssb/contracts';
import { fetchAtms, fetchHistory, fetchOffices } from '@ssb/api-client';
import { combine } from './combine';
import { keyFigures } from './figures';

/**
 * What the about pages read from the API: the offices, ATMs and history (each asked once, also
 * by the page's declared data), and the key figures counted from them.
 */
export function useAboutData(now: Date) {
  const offices = useResource((api, lang, signal) => fetchOffices(api, lang, undefined, signal), []);
  const atms = useResource((api, lang, signal) => fetchAtms(api, lang, undefined, signal), []);
  const history = useResource((api, lang, signal) => fetchHistory(api, lang, signal), []);
  const figures = combine(offices, atms, history, (o, a, h) => keyFigures({ offices: o, atms: a, history: h, now }));
  return { figures, history };
}
