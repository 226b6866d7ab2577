// Inlined at build time by federation-config/webpack/federation.cjs (DefinePlugin).
declare const __SSB_CONTRACTS_VERSION__: string;
declare const __SSB_BUILD_ID__: string;
