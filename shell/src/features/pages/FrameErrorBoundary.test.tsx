import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ROUTER_FUTURE, theme } from '@ssb/contracts';
import { FrameErrorBoundary } from './FrameErrorBoundary';

function Broken(): never {
  throw new Error('the frame broke');
}

it('shows a fallback message in the language of the path when the frame fails', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/ru/Credit']} future={ROUTER_FUTURE}>
        <FrameErrorBoundary>
          <Broken />
        </FrameErrorBoundary>
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByTestId('frame-error')).toHaveTextContent('Произошла ошибка');
  expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeInTheDocument();
  spy.mockRestore();
});
