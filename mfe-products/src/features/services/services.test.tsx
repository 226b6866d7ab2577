// The service detail page: loading, content, an unknown slug (the 404 page) and an error with retry, as they apply.
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage } from '../../test/render';
import { showNotFound } from '../../shared/notFound';
import { detailProps } from '../../test/fixtures';
import ServiceDetailPage from './ServiceDetailPage';

jest.mock('../../shared/notFound', () => ({ showNotFound: jest.fn() }));

const service = {
  id: 4,
  slug: 'guarantee',
  title: 'Bank guarantee',
  description: 'We vouch for you',
  advantages: ['Fast decision'],
  audience: 'legal',
  image: null,
  link: '/services/guarantee',
  type: 'service',
  body: [{ kind: 'heading', text: 'Terms' }],
};

beforeEach(() => jest.mocked(showNotFound).mockClear());
afterEach(() => jest.restoreAllMocks());

it('service: advantages and body; unknown slug goes to 404', async () => {
  renderPage(<ServiceDetailPage {...detailProps('guarantee')} />, { api: fakeApi({ '/services/guarantee/': service }).api });
  expect(await screen.findByText('Fast decision')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  renderPage(<ServiceDetailPage {...detailProps('nope')} />, { api: fakeApi({}).api });
  await waitFor(() => expect(showNotFound).toHaveBeenCalled());
});
