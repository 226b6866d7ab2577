// What the transition feature offers the other features of this part; the rest is its own.
export { PageTransition } from './PageTransition';
export { useOutInLocation } from './useOutInLocation';
export { NavigationGateProvider, releaseSetGate, type NavigationGate } from './navigationGate';
