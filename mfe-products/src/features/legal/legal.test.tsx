import { screen } from '@testing-library/react';
import { fakeApi, pageText, renderPage } from '../../test/render';
import LegalPersonPage from './LegalPersonPage';

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
