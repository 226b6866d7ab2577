// What the loading-bar feature offers the other features of this part; the rest is its own.
export { LoadingBar } from './LoadingBar';
export { useRouteLoadingSignal } from './routeLoading';
