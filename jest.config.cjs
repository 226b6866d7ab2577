// One Jest run over every workspace; each part is a project with its own environment.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
// ESM-only packages that Jest must transform to run them in CommonJS.
const esmPackages = ['jotai', 'react-intl', '@formatjs', 'intl-messageformat'].join('|');

const browserProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  setupFiles: ['<rootDir>/../scripts/jest/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/../scripts/jest/federation-runtime-double.ts',
    '\\.(css|woff2?|png|jpe?g|svg)(\\?.*)?$': '<rootDir>/../scripts/jest/file-double.cjs',
  },
});

module.exports = {
  projects: [
    browserProject('shared-contracts'),
    browserProject('shell'),
    browserProject('mfe-products'),
    browserProject('mfe-calculators'),
    browserProject('mfe-applications'),
    browserProject('mfe-about'),
    {
      // The site server (Node): real Fastify, real files, requests by inject.
      displayName: 'shell-server',
      rootDir: '<rootDir>/shell/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
    },
    {
      // The build's own webpack plugins, run in real (small) compilations.
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/webpack/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(@formatjs)/)'],
    },
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // cookie 2 (used by fastify's inject) is ESM-only.
      transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
    },
  ],
};
