const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig } = require('../scripts/webpack/federation.cjs');

// Not minified: the site server fills the <!--ssb:head--> marker and <html lang> per request.
const html = new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html'), scriptLoading: 'defer', minify: false });

module.exports = (_env, argv) => hostConfig({ appDir: __dirname, plugins: [html] }, argv);
