import { fireEvent, render, screen } from '@testing-library/react';
import { NumberSlider } from './NumberSlider';
import { ThemeProvider } from 'styled-components';
import { theme } from '@ssb/contracts';

function slider(value: number, onChange: (raw: string) => void = () => undefined) {
  render(
    <ThemeProvider theme={theme}>
      <NumberSlider
        name="amount"
        label="Amount"
        raw={String(value)}
        value={value}
        min={500}
        max={1_000_000}
        step={10_000}
        minLabel="500"
        maxLabel="1 000 000"
        problem={null}
        decimals
        onChange={onChange}
      />
    </ThemeProvider>,
  );
  return screen.getByRole('slider', { name: 'Amount' });
}

it('stands where the field says, on round stops, even when the minimum is not one', () => {
  // A range from 500 in steps of 10 000 would stop at 10 500; its ends are on the step's multiples.
  expect(slider(10_000)).toHaveValue('10000');
});

it('gives the product its own bounds from the ends of the range', () => {
  const onChange = jest.fn();
  const range = slider(10_000, onChange);
  fireEvent.change(range, { target: { value: '0' } });
  expect(onChange).toHaveBeenLastCalledWith('500');
  fireEvent.change(range, { target: { value: '30000' } });
  expect(onChange).toHaveBeenLastCalledWith('30000');
});
