// Everything this remote is (its name, exposes and page data) comes from src/remote.ts.
const { remoteConfig } = require('@ssb/federation-config');

module.exports = (_env, argv) => {
  // A production build is [browser, server]; the settings below are the browser's.
  const [config, ...server] = [].concat(remoteConfig({ appDir: __dirname }, argv));
  // jsPDF's optional imports (SVG via canvg, HTML sanitising via dompurify) serve doc.html() and
  // SVG images, which the schedules do not use; they are not installed, so resolve them to nothing.
  config.resolve.alias = { ...config.resolve.alias, canvg: false, dompurify: false };
  // A feature's index only re-exports (eslint fences the features so): webpack may go past it to
  // the modules it names, so that two widgets on one page share those and no chunk of re-exports.
  config.module.rules.push({ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false });
  // jsPDF and html2canvas each stay in a chunk of their own name (loaded on a download only).
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      ...config.optimization.splitChunks,
      cacheGroups: {
        ...config.optimization.splitChunks?.cacheGroups,
        jspdf: { test: /[\\/]node_modules[\\/](jspdf|fflate|fast-png|iobuffer|pako)[\\/]/, name: 'jspdf', chunks: 'async', enforce: true },
        html2canvas: {
          test: /[\\/]node_modules[\\/](html2canvas|css-line-break|text-segmentation|base64-arraybuffer)[\\/]/,
          name: 'html2canvas',
          chunks: 'async',
          enforce: true,
        },
      },
    },
  };
  return server.length > 0 ? [config, ...server] : config;
};
