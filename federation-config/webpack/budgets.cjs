// Budgets a build can check by itself; the bench checks the same numbers as served,
// with those only the composed site has (scripts/bench/main.ts → BUDGETS).
module.exports = {
  /** Each remote's remoteEntry.js, brotli-compressed as the remote serves it. */
  remoteEntryBrotliBytes: 8 * 1024,
};
