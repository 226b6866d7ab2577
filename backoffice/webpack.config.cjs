// The back office app: one ordinary webpack build (not a federated remote: it is no part of the
// public site), into dist/app: index.html (its nonce filled by the server per answer) and
// content-hashed files under assets/. TypeScript by swc, as every part of the site.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');

module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    entry: { main: path.join(__dirname, 'src/app/index.tsx') },
    output: {
      path: path.join(__dirname, 'dist/app'),
      publicPath: '/',
      filename: 'assets/[name].[contenthash].js',
      chunkFilename: 'assets/[name].[contenthash].js',
      clean: true,
    },
    devtool: mode === 'production' ? 'source-map' : 'eval-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
                experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: mode !== 'production' }]] },
              },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer', minify: false }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    performance: { hints: false },
  };
};
