import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { APP_LINKS_DEFAULT, SiteProvider, type ApiClient } from '@ssb/contracts';
import { fakeApi, pageText, pending, renderPage } from '../../test/render';
import MobilePage from './MobilePage';
import RkoPage from './RkoPage';

const appLinks = {
  googlePlay: 'https://play.example/ssb',
  appStore: 'https://apps.example/ssb',
  apk: 'https://files.example/ssb.apk',
};

/** The site context again, with the app links one site server was configured with. */
function withAppLinks(api: ApiClient) {
  const config = {
    apiBaseUrl: '/api',
    internetBankingUrl: 'https://ib.example/',
    legalInternetBankingUrl: 'https://ib.example/legal',
    appLinks,
    remotes: { mfe_products: '', mfe_calculators: '', mfe_applications: '', mfe_about: '' },
  };
  return (ui: ReactNode) => <SiteProvider value={{ lang: 'en', api, config }}>{ui}</SiteProvider>;
}

it('the mobile page shows the configured store and APK links, labelled, below the API’s text', async () => {
  const body = [{ kind: 'heading', text: 'What you can do in SSB Mobile' }];
  const { api } = fakeApi({ '/pages/SSB-mobile/': { ...pageText('SSB Mobile'), body } });
  renderPage(<MobilePage />, { api, wrap: withAppLinks(api) });
  expect(await screen.findByRole('heading', { name: 'What you can do in SSB Mobile' })).toBeInTheDocument();
  const links = within(screen.getByRole('region', { name: 'Get SSB Mobile' })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Get it on Google Play', appLinks.googlePlay],
    ['Download on the App Store', appLinks.appStore],
    ['APK file for Android', appLinks.apk],
  ]);
  // Primary touch controls: 44 px high at least.
  for (const link of links) expect(getComputedStyle(link).minHeight).toBe('44px');
});

it('the mobile page falls back to the default app links when the site sets none, even if the API fails', async () => {
  renderPage(<MobilePage />, { api: fakeApi({}).api });
  expect(await screen.findByRole('heading', { level: 1, name: 'SSB Mobile' })).toBeInTheDocument();
  const links = within(screen.getByTestId('links')).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([APP_LINKS_DEFAULT.googlePlay, APP_LINKS_DEFAULT.appStore, APP_LINKS_DEFAULT.apk]);
});

it('a text page shows a skeleton, then its blocks; its catalog heading when the API fails', async () => {
  const { unmount } = renderPage(<RkoPage />, { api: fakeApi({ '/pages/rko/': pending }).api });
  expect(screen.getByTestId('intro-loading')).toHaveAttribute('aria-busy', 'true');
  unmount();
  renderPage(<RkoPage />, { api: fakeApi({}).api, lang: 'tj' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Хизматрасонии ҳисоббаробаркунӣ ва хазинавӣ' })).toBeInTheDocument();
});
