/**
 * Starting the site in stages, each in its own task.
 *
 * Evaluating the shared libraries and the app's modules is most of the work before hydration;
 * done in one go it was one task of 35–60 ms on a desktop core, several hundred ms on a
 * mid-range phone, during which a tap goes unanswered (Total Blocking Time). Importing them in
 * dependency order with a yield to the browser between lets it paint and handle input in between.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first Intl formatter of a page loads ICU's data: 20–40 ms here, whichever formatter comes
 * first. Hydration formats numbers, so it would pay that inside one of its slices.
 */
function warmIntl() {
  new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
}

/** In dependency order; styled-components reads the server's styles back into its sheet. */
const STAGES: (() => Promise<unknown>)[] = [
  () => import(/* webpackChunkName: "bootstrap-react" */ 'react-dom/client'),
  () => import(/* webpackChunkName: "bootstrap-styles" */ 'styled-components'),
  () => import(/* webpackChunkName: "bootstrap-contracts" */ '@ssb/contracts'),
];

async function boot() {
  for (const stage of STAGES) {
    await stage();
    await yieldToBrowser();
  }
  const { start } = await import(/* webpackChunkName: "bootstrap-app" */ './start');
  await yieldToBrowser();
  warmIntl();
  await yieldToBrowser();
  await start();
}

boot().catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please reload the page. / Сайт не удалось запустить, перезагрузите страницу.';
});

// A module (imported by index.ts), though it exports nothing.
export {};
