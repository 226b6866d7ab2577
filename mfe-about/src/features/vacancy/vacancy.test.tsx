import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, renderPage } from '../../test/render';
import VacancyDetailPage from './VacancyDetailPage';

const T = { timeout: 5000 };

describe('vacancy', () => {
  it('asks the applications remote for the vacancy dialog with the title', async () => {
    const store = createStore();
    const { api } = fakeApi({
      '/Vacancy/5/': {
        id: 5,
        title: 'Cashier',
        summary: 'Serve clients',
        city: 'Dushanbe',
        cityId: 1,
        deadline: '2026-12-31',
        email: 'hr@ssb.tj',
        phone: '+992 00 000 0000',
        responsibilities: ['Count cash'],
        requirements: [],
        conditions: [],
      },
    });
    renderPage(<VacancyDetailPage lang="en" params={{ slug: '5' }} />, { api, store });
    expect(await screen.findByRole('heading', { name: 'Cashier' }, T)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Responsibilities' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requirements' })).toBeNull();
    fireEvent.click(screen.getByTestId('apply'));
    expect(store.get(applicationRequestAtom)).toEqual({ kind: 'vacancy', vacancyTitle: 'Cashier' });
  });
});
