import { act, fireEvent, screen } from '@testing-library/react';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, renderApp } from '../../test/render';
import { ApplicationForm, clearDrafts } from './ApplicationForm';
import { DialogHost } from '../dialog';
import { NewsletterBox } from '../newsletter';

beforeEach(() => clearDrafts());

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pdf = (name = 'passport.pdf', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

it('refuses an empty card application with messages on each required field (English)', async () => {
  const postForm = jest.fn();
  renderApp(<ApplicationForm kind="card" />, { api: fakeApi(postForm) });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findAllByText('Please fill in this field')).toHaveLength(6);
  expect(postForm).not.toHaveBeenCalled();
});

it('says in Russian that the phone is too short and refuses a wrong file type', async () => {
  renderApp(<ApplicationForm kind="general" />, { lang: 'ru', api: fakeApi(jest.fn()) });
  fill(/^Телефон/, '12345');
  fireEvent.change(screen.getByLabelText(/^Паспорт/), { target: { files: [new File(['x'], 'virus.exe')] } });
  expect(await screen.findByText(/Тип файла не принимается/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(await screen.findByText('Номер телефона должен содержать не меньше 9 цифр')).toBeInTheDocument();
});

it('sends the fields and files with one Idempotency-Key, kept on retry, and shows the server error on its field', async () => {
  const postForm = jest
    .fn()
    .mockRejectedValueOnce({ response: { status: 400, data: { error: 'invalid', field: 'surname', message: 'Surname is odd' } } })
    .mockResolvedValueOnce({ id: 'a1', receivedAt: '', status: 'accepted' });
  renderApp(<ApplicationForm kind="general" />, { api: fakeApi(postForm) });
  fill(/^Surname/, 'Rahimov');
  fill(/^First name/, 'Ali');
  fill(/^Patronymic/, 'Karimovich');
  fill(/^Phone/, '+992 900 123 456');
  fireEvent.change(screen.getByLabelText(/^Passport/), { target: { files: [pdf()] } });
  fireEvent.change(screen.getByLabelText(/^Taxpayer/), { target: { files: [pdf('inn.pdf')] } });
  fireEvent.change(screen.getByLabelText(/^Salary/), { target: { files: [pdf('salary.pdf')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Surname is odd')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Thank you! Your application was sent.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveFocus();
  expect(postForm).toHaveBeenCalledTimes(2);
  const [, form, opts] = postForm.mock.calls[0] as [string, FormData, { headers: Record<string, string> }];
  const [, , opts2] = postForm.mock.calls[1] as [string, FormData, { headers: Record<string, string> }];
  expect(form.get('type')).toBe('general');
  expect(form.get('surname')).toBe('Rahimov');
  expect((form.get('file3') as File).name).toBe('salary.pdf');
  expect(opts.headers['Idempotency-Key']).toMatch(/\S{8,}/);
  expect(opts2.headers['Idempotency-Key']).toBe(opts.headers['Idempotency-Key']);
});

it('opens the dialog from the atom, closes on Escape and on the backdrop, and keeps the draft', async () => {
  const { store } = renderApp(<DialogHost />, { api: fakeApi(jest.fn()) });
  act(() => store.set(applicationRequestAtom, { kind: 'card', productName: 'Visa Gold' }));
  const dialog = await screen.findByRole('dialog', { name: 'Visa Gold' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByLabelText(/^Product/)).toHaveValue('Visa Gold');
  fill(/^Surname/, 'Nazarova');
  fireEvent.keyDown(screen.getByLabelText(/^Surname/), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => store.set(applicationRequestAtom, { kind: 'card', productName: 'Visa Gold' }));
  expect(await screen.findByLabelText(/^Surname/)).toHaveValue('Nazarova');
  // A click is a press and a release, both on the backdrop.
  fireEvent.mouseDown(screen.getByTestId('dialog-backdrop'));
  fireEvent.click(screen.getByTestId('dialog-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('subscribes an e-mail to the newsletter and refuses a bad address in Tajik', async () => {
  const postJson = jest.fn().mockResolvedValue({ status: 'subscribed' });
  renderApp(<NewsletterBox />, { lang: 'tj', api: fakeApi(jest.fn(), postJson) });
  fill(/Почтаи электронӣ/, 'not-an-email');
  fireEvent.click(screen.getByRole('button', { name: 'Обуна' }));
  expect(await screen.findByText('Суроғаи почтаи электрониро дуруст нависед')).toBeInTheDocument();
  fill(/Почтаи электронӣ/, 'a@b.tj');
  fireEvent.click(screen.getByRole('button', { name: 'Обуна' }));
  expect(await screen.findByText('Шумо ба хабарнома обуна шудед')).toBeInTheDocument();
  expect(postJson).toHaveBeenCalledWith(expect.stringContaining('/message/'), { email: 'a@b.tj' });
});
