import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@ssb/contracts';
import { FormField, type FormFieldProps } from './FormField';

function renderField(props: Partial<FormFieldProps>) {
  render(
    <ThemeProvider theme={theme}>
      <FormField id="f-phone" label="Phone" {...props}>
        {(control) => <input {...control} />}
      </FormField>
    </ThemeProvider>,
  );
  return screen.getByLabelText('Phone');
}

it('ties the control to its label, and to its hint and error only while each is there', () => {
  const input = renderField({ hint: 'With the country code' });
  expect(input).toHaveAttribute('id', 'f-phone');
  expect(input).toHaveAccessibleDescription('With the country code');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows an error as an alert, read with the hint, and marks the control invalid', () => {
  const input = renderField({ hint: 'With the country code', error: 'At least 9 digits' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', 'f-phone-hint f-phone-err');
  expect(input).toHaveAccessibleDescription('With the country code At least 9 digits');
  expect(screen.getByRole('alert')).toHaveTextContent('At least 9 digits');
});

it('marks the control invalid as told, even without words to show', () => {
  expect(renderField({ invalid: true })).toHaveAttribute('aria-invalid', 'true');
});

it('keeps the error line of a reserved field when empty, and announces no alert', () => {
  const input = renderField({ hint: 'With the country code', errorLine: 'reserved' });
  expect(input).toHaveAttribute('aria-describedby', 'f-phone-hint f-phone-err');
  expect(document.getElementById('f-phone-err')).toBeEmptyDOMElement();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('has no description at all with neither hint nor error', () => {
  expect(renderField({})).not.toHaveAttribute('aria-describedby');
});
