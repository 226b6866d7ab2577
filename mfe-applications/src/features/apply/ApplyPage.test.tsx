import { screen, within } from '@testing-library/react';
import type { LangCode } from '@ssb/contracts';
import { fakeApi, renderApp } from '../../test/render';
import ApplyPage from './ApplyPage';

const LINKS: Record<LangCode, { prefix: string; status: string; complaint: string }> = {
  tj: { prefix: '', status: 'Дархости ман дар куҷост?', complaint: 'Ба бонк нависед' },
  ru: { prefix: '/ru', status: 'Где моя заявка?', complaint: 'Напишите в банк' },
  en: { prefix: '/en', status: 'Where is my application?', complaint: 'Write to the bank' },
};

it.each<LangCode>(['tj', 'ru', 'en'])(
  '/apply in %s leads to the status of a sent application and to the complaint page, with no form of its own',
  (lang) => {
    renderApp(<ApplyPage lang={lang} params={{}} />, { lang, api: fakeApi(jest.fn()) });
    const { prefix, status, complaint } = LINKS[lang];
    expect(within(screen.getByTestId('apply-status')).getByRole('link', { name: status })).toHaveAttribute('href', `${prefix}/application-status`);
    expect(within(screen.getByTestId('apply-complaint')).getByRole('link', { name: complaint })).toHaveAttribute('href', `${prefix}/question`);
    // The complaint form is /question's alone: not repeated here.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  },
);
