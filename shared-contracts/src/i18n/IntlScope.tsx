// A remote's generated routes and widget modules wrap its pages and widgets in its own intl scope
// (its catalogs: `createIntlScope` of @ssb/ui-kit), so its strings never depend on the shell's.
import type { ComponentType, ReactNode } from 'react';
import type { PageLoader } from '../runtime/remotes';

type Scope = (props: { children: ReactNode }) => ReactNode;

/** Wraps a component in a remote's intl scope (for exposed widgets). */
export function withIntlScope<P extends object>(Scope: Scope, Inner: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <Scope>
        <Inner {...props} />
      </Scope>
    );
  }
  Scoped.displayName = `IntlScoped(${Inner.displayName ?? Inner.name ?? 'Component'})`;
  return Scoped;
}

/** Wraps every lazily loaded page of a remote's `./routes` in the remote's intl scope. */
export function scopePages(Scope: Scope, pages: Record<string, PageLoader>): Record<string, PageLoader> {
  return Object.fromEntries(
    Object.entries(pages).map(([pattern, load]) => [pattern, () => load().then((mod) => ({ default: withIntlScope(Scope, mod.default) }))]),
  );
}
