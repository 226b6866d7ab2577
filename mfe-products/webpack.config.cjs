const { remoteConfig } = require('@ssb/federation-config');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      appDir: __dirname,
      name: 'mfe_products',
      exposes: { './routes': './src/routes.ts' },
    },
    argv,
  );
