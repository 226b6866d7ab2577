import { screen } from '@testing-library/react';
import { fakeApi, pageText, renderPage } from '../../test/render';
import FinancialOrganizationPage from './FinancialOrganizationPage';

it('the financial-organisations page links its four sections', async () => {
  renderPage(<FinancialOrganizationPage />, { api: fakeApi({ '/pages/financial-organization/': pageText('For financial institutions') }).api });
  expect(await screen.findByRole('heading', { level: 1, name: 'For financial institutions' })).toBeInTheDocument();
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(['/en/correspondence?type=3', '/en/sale?type=3', '/en/interbank-lending?type=3', '/en/organization-documents?type=3']);
});
