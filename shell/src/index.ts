// The async boundary module federation needs before shared modules are used.
// A server-rendered page loads this script only after its first paint (the site server's html.ts).
// The boundary is crossed in the next task: loading the bootstrap chunk resolves the shared
// modules (version checks included), work that would otherwise lengthen this script's own task.
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
