import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ROUTER_FUTURE, theme } from '@ssb/contracts';
import { FrameErrorBoundary } from './FrameErrorBoundary';
import type * as IcuParser from '@formatjs/icu-messageformat-parser';
import type * as Catalogs from '../../i18n/catalogs';

// As a production build delivers the shell's catalogs: every message parsed at build time
// (federation-config/webpack/icuCatalogLoader.cjs), not strings as in the other tests.
jest.mock('../../i18n/catalogs', () => {
  const { parse } = jest.requireActual<typeof IcuParser>('@formatjs/icu-messageformat-parser');
  const { SHELL_CATALOGS } = jest.requireActual<typeof Catalogs>('../../i18n/catalogs');
  const parsed = (catalog: Record<string, string>) => Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)]));
  return { SHELL_CATALOGS: { tj: parsed(SHELL_CATALOGS.tj), ru: parsed(SHELL_CATALOGS.ru), en: parsed(SHELL_CATALOGS.en) } };
});

function Broken(): never {
  throw new Error('the frame broke');
}

it('shows its message from parsed catalogs too (in Tajik on a Tajik path)', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/Credit']} future={ROUTER_FUTURE}>
        <FrameErrorBoundary>
          <Broken />
        </FrameErrorBoundary>
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Хатогӣ рух дод');
  expect(screen.getByRole('button', { name: 'Аз нав бор кардан' })).toBeInTheDocument();
  spy.mockRestore();
});
