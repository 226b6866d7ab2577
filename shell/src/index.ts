// The async boundary module federation needs before shared modules are used.
// A server-rendered page loads this script only after its first paint (see server/html.ts).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
