import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, pageText, renderPage } from '../../test/render';
import RightsPage from './RightsPage';

const T = { timeout: 5000 };

describe('rights', () => {
  it('shows the reception table and the complaint form slot', async () => {
    const { api } = fakeApi({
      '/pages/rights/': pageText('Rights'),
      '/rights/': { results: [{ id: 1, title: 'Right to information', body: [] }] },
      '/reception-days/': {
        results: [
          { id: 1, surname: 'Karimov', name: 'Aziz', patronymic: 'Saidovich', post: 'Chairman', days: 'Monday', times: '09:00–11:00, 15:00–17:00' },
        ],
      },
    });
    renderPage(<RightsPage />, { api });
    const table = await screen.findByTestId('reception', undefined, T);
    expect(table).toHaveTextContent('Karimov Aziz Saidovich');
    expect(table).toHaveTextContent('09:00–11:00, 15:00–17:00');
    await waitFor(() => expect(screen.getByTestId('widget:mfe_applications/ComplaintForm')).toBeInTheDocument(), T);
    await act(async () => undefined);
  });
});
