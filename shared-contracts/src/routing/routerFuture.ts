/**
 * The React Router 7 behaviours every router of the site opts into (React Router 6 is used for
 * its size: as a shared singleton it is not tree-shaken, and v7 costs 52 KB brotli against 29).
 * Pass to BrowserRouter and to the MemoryRouter of tests alike, so both behave the same.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
