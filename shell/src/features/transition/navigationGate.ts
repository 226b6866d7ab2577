/**
 * What the page transition asks before it shows another page: may it be rendered in this
 * document, or is the page going to load a new one? In the browser, the release-set check; on
 * the server and where none is given, every navigation goes on in the page.
 *
 * Why here, in the out-in transition, rather than on links or the router's `navigate`: every
 * way of moving to another page ends here (the shell's links and the remotes', the search, the
 * language switch, `navigate` in any remote's code, back and forward), and the new page is
 * rendered only here, so no other page's code loads before the answer. The router itself
 * cannot be wrapped: the shell shares react-router-dom tree-shaken to the exports in
 * SHARED_EXPORTS, and wrapping its history needs others. The old page fades out for 120 ms
 * anyway, which the check mostly fits in.
 */
import { createContext, useContext } from 'react';
import type { ReleaseSetAnswer } from '../../federation/releaseSet';

/** Resolves true when the page at the address bar may be rendered in this document. */
export type NavigationGate = () => Promise<boolean>;

const NavigationGateContext = createContext<NavigationGate | null>(null);

export const NavigationGateProvider = NavigationGateContext.Provider;

export const useNavigationGate = (): NavigationGate | null => useContext(NavigationGateContext);

/** Where the set this tab last reloaded for is kept, so that a stale answer cannot reload it again and again. */
const RELOADED_KEY = 'ssb:release-set-reload';

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): no guard, at worst one more reload.
    return null;
  }
}

export interface ReleaseSetGateOptions {
  /** The address bar already shows the page asked for: loading it again loads it with the new set. */
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * Renders the next page in this document when the visitor's release set is the page's own, or
 * when the site gave no answer in time (the old set's files stay fetchable for 7 days). When it
 * changed, the page is loaded anew, whole, once: a reload rather than `location.assign`, because
 * the router has already put the address (and the navigation's state) in the history entry,
 * and assigning the same address with a #fragment would only scroll. The vitals batch is sent on
 * pagehide, so the reload loses nothing.
 */
export function releaseSetGate(
  own: string,
  check: () => Promise<ReleaseSetAnswer>,
  { reload = () => window.location.reload(), storage = sessionStore() }: ReleaseSetGateOptions = {},
): NavigationGate {
  let leaving = false;
  return async () => {
    if (leaving) return false;
    const answer = await check();
    if (answer.kind !== 'changed' || leaving) return !leaving;
    // This tab reloaded from this very set for that one already, and the site's HTML came back
    // with the old set (a cache that kept it, say): going on in the page beats reloading at every click.
    const move = `${own}>${answer.to}`;
    try {
      if (storage?.getItem(RELOADED_KEY) === move) return true;
      storage?.setItem(RELOADED_KEY, move);
    } catch {
      // As without storage.
    }
    leaving = true;
    reload();
    return false;
  };
}
