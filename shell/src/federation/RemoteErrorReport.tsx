import { Component, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@ssb/contracts';

interface Props {
  /** Told when the remote's code threw while rendering; called more than once for one error at times, so it must be idempotent. */
  onCaught?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * Around a remote's page or widget: hears that the remote's own code threw while rendering, for
 * field reporting, and passes the error on to the boundary above (the page's or the slot's),
 * which shows the fallback and its retry as before. Here, not in those boundaries, because only
 * here is it certain the error is the remote's: a page that failed to load, or a page the remote
 * does not provide, reaches the page's boundary without passing through this one.
 */
export class RemoteErrorReport extends Component<Props, { caught: { error: unknown } | null }> {
  override state: { caught: { error: unknown } | null } = { caught: null };

  static getDerivedStateFromError(error: unknown) {
    return { caught: { error } };
  }

  override render(): ReactNode {
    if (this.state.caught) {
      // Told while rendering: a boundary whose render throws never reaches componentDidCatch.
      this.props.onCaught?.();
      throw this.state.caught.error;
    }
    return this.props.children;
  }
}

/**
 * Puts each widget's component inside RemoteErrorReport, told which remote it is of. The same
 * wrapper for the same component, so that a widget loaded again is the same component to React.
 */
export function widgetErrorReporting(caught: ((remote: RemoteName) => void) | undefined) {
  const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();
  return function reported<P extends object>(remote: RemoteName, Widget: ComponentType<P>): ComponentType<P> {
    // Not a component (a broken module): left as it is, for the slot to fail on as before.
    if ((typeof Widget !== 'function' && typeof Widget !== 'object') || Widget === null) return Widget;
    const known = wrapped.get(Widget as ComponentType<never>) as ComponentType<P> | undefined;
    if (known) return known;
    const onCaught = caught && (() => caught(remote));
    function ReportedWidget(props: P) {
      return (
        <RemoteErrorReport onCaught={onCaught}>
          <Widget {...props} />
        </RemoteErrorReport>
      );
    }
    wrapped.set(Widget as ComponentType<never>, ReportedWidget as ComponentType<never>);
    return ReportedWidget;
  };
}
