const { remoteConfig } = require('../scripts/webpack/federation.cjs');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      appDir: __dirname,
      name: 'mfe_applications',
      exposes: {
        './routes': './src/routes.ts',
      },
    },
    argv,
  );
