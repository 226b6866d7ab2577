// The text pages, the legal-entity page and the financial-organisations page.
import { screen, within } from '@testing-library/react';
import { fakeApi, pageText, pending, renderPage } from '../test/render';
import MobilePage from './info/MobilePage';
import RkoPage from './info/RkoPage';
import LegalPersonPage from './legal/LegalPersonPage';
import FinancialOrganizationPage from './financial/FinancialOrganizationPage';

it('the mobile page shows the store and APK links of the API', async () => {
  const body = [{ kind: 'links', items: [{ title: 'Google Play', url: 'https://play.google.com/x' }, { title: 'App Store', url: 'https://apps.apple.com/x' }, { title: 'APK file', url: 'https://ssb.tj/app.apk' }] }];
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

it('the legal-entity page lists legal products and the legal internet-banking link', async () => {
  const { api, get } = fakeApi({
    '/pages/legal-person/': pageText('For businesses'),
    '/Credit/': { results: [] },
    '/Deposit/': { results: [] },
    '/services/': { results: [] },
  });
  renderPage(<LegalPersonPage />, { api });
  expect(await screen.findByRole('heading', { level: 1, name: 'For businesses' })).toBeInTheDocument();
  expect(screen.getByTestId('legal-ib')).toHaveAttribute('href', 'https://ib.example/legal');
  expect(await screen.findAllByTestId('empty')).toHaveLength(3);
  expect(get).toHaveBeenCalledWith('/Credit/', expect.objectContaining({ audience: 'legal' }), expect.anything());
  expect(get).toHaveBeenCalledWith('/services/', expect.objectContaining({ audience: 'legal' }), expect.anything());
});

it('the financial-organisations page links its four sections', async () => {
  renderPage(<FinancialOrganizationPage />, { api: fakeApi({ '/pages/financial-organization/': pageText('For financial institutions') }).api });
  expect(await screen.findByRole('heading', { level: 1, name: 'For financial institutions' })).toBeInTheDocument();
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/en/correspondence?type=3', '/en/sale?type=3', '/en/interbank-lending?type=3', '/en/organization-documents?type=3']);
});
