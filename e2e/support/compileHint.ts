/**
 * V8's explicit compile hint (Chrome 136+) as it must open a script: the build puts it on top of
 * each production script but the download-only libraries (federation-config/webpack/federation.cjs). Spelt
 * out here rather than read from the build config, so a typo there fails the tests.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
