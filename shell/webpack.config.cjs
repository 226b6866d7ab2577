const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig } = require('../scripts/webpack/federation.cjs');

module.exports = (_env, argv) =>
  hostConfig(
    {
      appDir: __dirname,
      plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer' })],
    },
    argv,
  );
