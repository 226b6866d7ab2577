const { remoteConfig } = require('../scripts/webpack/federation.cjs');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      appDir: __dirname,
      name: 'mfe_calculators',
      exposes: {
        './routes': './src/routes.ts',
        './CreditCalculator': './src/exposed/CreditCalculator.tsx',
      },
    },
    argv,
  );
