// The React Router 7 behaviours every router of the site opts into, tests' MemoryRouters too (v6 for its
// size: a shared singleton is not tree-shaken, and v7 costs 52 KB brotli against 29).
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
