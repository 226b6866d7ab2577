/**
 * Embeds another remote's widget by name, with typed props. Loading keeps the given height; a failed
 * load or render shows the localised fallback with a retry, and never takes the page down.
 */
import { Component, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRemoteLoader } from '../runtime/RemoteLoader';
import type { ExposedWidgets, WidgetName } from '../runtime/remotes';
import { ModuleUnavailable } from './ModuleUnavailable';

// The slot's own placeholder and error boundary: the contract sits below the UI kit.
const Loading = styled.div`
  border-radius: ${({ theme }) => theme.radius.card}px;
  background: ${({ theme }) => theme.colors.background};
`;

class SlotBoundary extends Component<{ name: string; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch(error: unknown) {
    console.error(`[RemoteSlot] ${this.props.name} failed to render`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface RemoteSlotProps<N extends WidgetName> {
  name: N;
  props: ExposedWidgets[N];
  /** Height reserved while loading, so nothing moves when the widget arrives. */
  minHeight?: number;
}

type Settled<P> = { for: string } & ({ status: 'ready'; Component: ComponentType<P> } | { status: 'failed' });

export function RemoteSlot<N extends WidgetName>({ name, props, minHeight = 0 }: RemoteSlotProps<N>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // The settled load remembers which request it answers; any other request is "loading".
  const [settled, setSettled] = useState<Settled<ExposedWidgets[N]> | null>(null);
  const requestKey = `${name}|${attempt}`;

  useEffect(() => {
    let alive = true;
    loader.loadWidget(name).then(
      // A first render can be long (a calculator): a transition renders it in slices, keeping the placeholder meanwhile.
      (mod) => alive && startTransition(() => setSettled({ for: requestKey, status: 'ready', Component: mod.default })),
      (error: unknown) => {
        console.error(`[RemoteSlot] ${name} failed to load`, error);
        if (alive) setSettled({ for: requestKey, status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [loader, name, requestKey]);

  const state = settled?.for === requestKey ? settled : ({ status: 'loading' } as const);
  const retry = () => setAttempt((n) => n + 1);
  const remote = name.split('/')[0] ?? name;

  if (state.status === 'loading') return <Loading style={{ minHeight }} aria-busy="true" data-slot={name} />;
  if (state.status === 'failed') return <ModuleUnavailable remote={remote} onRetry={retry} />;
  const { Component: Widget } = state;
  // A retry loads again (the slot shows Loading meanwhile), so it renders in a new boundary.
  return (
    <SlotBoundary name={name} fallback={<ModuleUnavailable remote={remote} onRetry={retry} />}>
      <Widget {...props} />
    </SlotBoundary>
  );
}
