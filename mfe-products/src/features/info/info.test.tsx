import { screen, within } from '@testing-library/react';
import { fakeApi, pageText, pending, renderPage } from '../../test/render';
import MobilePage from './MobilePage';
import RkoPage from './RkoPage';

it('the mobile page shows the store and APK links of the API', async () => {
  const body = [
    {
      kind: 'links',
      items: [
        { title: 'Google Play', url: 'https://play.google.com/x' },
        { title: 'App Store', url: 'https://apps.apple.com/x' },
        { title: 'APK file', url: 'https://ssb.tj/app.apk' },
      ],
    },
  ];
  renderPage(<MobilePage />, { api: fakeApi({ '/pages/SSB-mobile/': { ...pageText('SSB Mobile'), body } }).api });
  const links = within(await screen.findByTestId('links')).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://play.google.com/x', 'https://apps.apple.com/x', 'https://ssb.tj/app.apk']);
});

it('a text page shows a skeleton, then its blocks; its catalog heading when the API fails', async () => {
  const { unmount } = renderPage(<RkoPage />, { api: fakeApi({ '/pages/rko/': pending }).api });
  expect(screen.getByTestId('intro-loading')).toHaveAttribute('aria-busy', 'true');
  unmount();
  renderPage(<RkoPage />, { api: fakeApi({}).api, lang: 'tj' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Хизматрасонии ҳисоббаробаркунӣ ва хазинавӣ' })).toBeInTheDocument();
});
