import { act, fireEvent, screen, within } from '@testing-library/react';
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

const ACCEPTED = { id: '3f2a9c1b-7d4e-4c1a-9b2e-0c5d6e7f8a9b', status: 'accepted', receivedAt: '2025-07-01T09:30:00.000Z' };

/** Fills the person's fields by their labels in the language shown, then sends. */
function sendAs(
  labels: { surname: RegExp; name: RegExp; patronymic: RegExp; phone: RegExp; send: string },
  branch?: { label: RegExp; value: string },
) {
  fill(labels.surname, 'Rahimov');
  fill(labels.name, 'Ali');
  fill(labels.patronymic, 'Karimovich');
  fill(labels.phone, '+992 900 123 456');
  if (branch) fill(branch.label, branch.value);
  fireEvent.click(screen.getByRole('button', { name: labels.send }));
}

it('after sending, shows the reference number (first 8 characters of the id, upper case) and what happens next, and focuses them', async () => {
  const postForm = jest.fn().mockResolvedValue(ACCEPTED);
  renderApp(<ApplicationForm kind="vacancy" />, { api: fakeApi(postForm) });
  sendAs(
    { surname: /^Surname/, name: /^First name/, patronymic: /^Patronymic/, phone: /^Phone/, send: 'Send' },
    { label: /^Branch/, value: 'Khujand' },
  );
  const status = await screen.findByRole('status');
  expect(status).toHaveFocus();
  expect(within(status).getByText('Thank you! Your application was sent.')).toBeInTheDocument();
  expect(within(status).getByRole('term')).toHaveTextContent('Reference number');
  const reference = within(status).getByRole('definition');
  expect(reference.textContent).toBe('3F2A9C1B');
  // Read as one code: monospace, and one click or tap selects all of it to copy.
  expect(getComputedStyle(reference).fontFamily).toMatch(/monospace/);
  expect(getComputedStyle(reference).userSelect).toBe('all');
  expect(status).toHaveTextContent('Our staff will call you on the phone number you gave within one working day.');
  expect(status).not.toHaveTextContent(/card/i);
  fireEvent.click(within(status).getByRole('button', { name: 'New application' }));
  expect(screen.queryByRole('definition')).not.toBeInTheDocument();
});

it('tells a card applicant in Russian when and where the card is ready, with the reference number', async () => {
  renderApp(<ApplicationForm kind="card" initial={{ nameProduct: 'Mastercard Standard', card_type: 'MASTERCARD' }} />, {
    lang: 'ru',
    api: fakeApi(jest.fn().mockResolvedValue(ACCEPTED)),
  });
  sendAs(
    { surname: /^Фамилия/, name: /^Имя/, patronymic: /^Отчество/, phone: /^Телефон/, send: 'Отправить' },
    { label: /^Филиал/, value: 'Худжанд' },
  );
  const status = await screen.findByRole('status');
  expect(within(status).getByText('Спасибо! Заявка отправлена.')).toBeInTheDocument();
  expect(within(status).getByRole('term')).toHaveTextContent('Номер заявки');
  expect(within(status).getByRole('definition').textContent).toBe('3F2A9C1B');
  expect(status).toHaveTextContent(
    'Сотрудники банка позвонят вам по указанному номеру телефона в течение одного рабочего дня. При звонке вам скажут, когда карта будет готова в выбранном филиале.',
  );
});

it('tells a Korti Milli applicant the same day the site states for that card, not a date to be told on the call', async () => {
  renderApp(<ApplicationForm kind="card" initial={{ nameProduct: 'Korti Milli', card_type: 'KORTI_MILLI' }} />, {
    api: fakeApi(jest.fn().mockResolvedValue(ACCEPTED)),
  });
  sendAs(
    { surname: /^Surname/, name: /^First name/, patronymic: /^Patronymic/, phone: /^Phone/, send: 'Send' },
    { label: /^Branch/, value: 'Dushanbe' },
  );
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'Our staff will call you on the phone number you gave within one working day. Korti Milli is ready the same day you bring your passport to the branch you chose.',
  );
  expect(status).not.toHaveTextContent('they tell you when');
});

it('tells the author of a complaint in Tajik the times the site states for complaints, not a phone call', async () => {
  renderApp(<ApplicationForm kind="complaint" />, { lang: 'tj', api: fakeApi(jest.fn().mockResolvedValue(ACCEPTED)) });
  fill(/^Матни муроҷиат/, 'Банкомат кор намекунад.');
  sendAs({ surname: /^Насаб/, name: /^Ном \*/, patronymic: /^Номи падар/, phone: /^Телефон/, send: 'Фиристодан' });
  const status = await screen.findByRole('status');
  expect(within(status).getByText('Ташаккур! Дархост фиристода шуд.')).toBeInTheDocument();
  expect(within(status).getByRole('term')).toHaveTextContent('Рақами дархост');
  expect(within(status).getByRole('definition').textContent).toBe('3F2A9C1B');
  expect(status).toHaveTextContent('Шикоят на зиёда аз 30 рӯзи тақвимӣ баррасӣ мешавад; дар бораи қабули он дар давоми 3 рӯзи корӣ хабар медиҳем.');
  expect(status).not.toHaveTextContent('занг');
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
