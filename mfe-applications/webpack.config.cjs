const { remoteConfig } = require('@ssb/federation-config');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      appDir: __dirname,
      name: 'mfe_applications',
      exposes: {
        './routes': './src/routes.ts',
        './DialogHost': './src/exposed/DialogHost.tsx',
        './NewsletterBox': './src/exposed/NewsletterBox.tsx',
        './ComplaintForm': './src/exposed/ComplaintForm.tsx',
      },
    },
    argv,
  );
