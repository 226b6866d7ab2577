import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from './config/readRuntimeConfig';
import { registerSiteRemotes } from './federation/registerSiteRemotes';
import { createFederationLoader } from './federation/createFederationLoader';
import { App } from './app/App';
import { NotFoundPage } from './features/pages/NotFoundPage';

async function start() {
  const config = await readRuntimeConfig();
  registerSiteRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is not one
  // long task blocking input on a slow phone (Total Blocking Time).
  startTransition(() => root.render(<App config={config} loader={createFederationLoader(config, { NotProvided: NotFoundPage })} />));
}

start().catch((error: unknown) => {
  console.error('[shell] failed to start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The site could not start. Please reload the page. / Сайт не удалось запустить, перезагрузите страницу.';
});
