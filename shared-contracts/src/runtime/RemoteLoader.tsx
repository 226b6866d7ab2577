// How a component asks for another remote's module: the shell provides it (federation, retries, checks), tests a plain one.
import { createContext, useContext, type ReactNode } from 'react';
import type { ExposedWidgets, RemoteName, RoutesModule, WidgetModule, WidgetName } from './remotes';

export interface RemoteLoader {
  loadRoutes(remote: RemoteName): Promise<RoutesModule>;
  loadWidget<N extends WidgetName>(name: N): Promise<WidgetModule<ExposedWidgets[N]>>;
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader() must be used inside <RemoteLoaderProvider> (the shell provides it)');
  return loader;
}
