import { act, screen, waitFor, within } from '@testing-library/react';
import type { LangCode } from '@ssb/contracts';
// The API's seed records (@ssb/fixtures): the page must state one complaint deadline, whatever text it shows.
import { inLanguage, reception, rights } from '@ssb/fixtures';
import { fakeApi, pageText, renderPage } from '../../test/render';
import RightsPage from './RightsPage';

const T = { timeout: 5000 };
const answersIn = (lang: LangCode) => ({
  '/pages/rights/': pageText('Rights'),
  '/rights/': { results: inLanguage(rights, lang) },
  '/reception-days/': { results: inLanguage(reception, lang) },
});

/** How each language says "15 working days", and the old deadline that must not come back. */
const DEADLINE: Record<LangCode, { fifteen: RegExp; thirty: RegExp }> = {
  tj: { fifteen: /15 рӯзи корӣ/, thirty: /30 рӯз|тақвимӣ/ },
  ru: { fifteen: /15 рабочих дней/, thirty: /30 (календарн|дн)/ },
  en: { fifteen: /15 working days/, thirty: /30 (calendar )?days/ },
};

describe('rights', () => {
  it('shows each executive’s reception days as a card and the complaint form slot', async () => {
    const { api } = fakeApi(answersIn('en'));
    renderPage(<RightsPage />, { api });
    const cards = await screen.findByTestId('reception', undefined, T);
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Rahimov Farhod Saidovich');
    expect(first).toHaveTextContent('Chairman of the Management Board');
    expect(first).toHaveTextContent('Hours09:00–11:00, 15:00–17:00');
    // Cards, not a table that scrolls sideways on a phone.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('widget:mfe_applications/ComplaintForm')).toBeInTheDocument(), T);
    await act(async () => undefined);
  });

  it.each(['tj', 'ru', 'en'] as const)('states one complaint deadline, 15 working days, and never 30 (%s)', async (lang) => {
    const { api } = fakeApi(answersIn(lang));
    const { container } = renderPage(<RightsPage />, { api, lang });
    await screen.findByTestId('rights', undefined, T);
    expect(screen.getByTestId('review-deadline')).toHaveTextContent(DEADLINE[lang].fifteen);
    expect(screen.getByTestId('rights')).toHaveTextContent(DEADLINE[lang].fifteen);
    expect(container).not.toHaveTextContent(DEADLINE[lang].thirty);
    await act(async () => undefined);
  });
});
