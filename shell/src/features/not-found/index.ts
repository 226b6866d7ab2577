// What the not-found feature offers the other features of this part; the rest is its own.
export { NotFoundProvider, useIsNotFound } from './NotFoundState';
export { createNotFoundObserver, observeNotFound } from './notFoundObserver';
export { useNotFoundProbe } from './useNotFoundProbe';
