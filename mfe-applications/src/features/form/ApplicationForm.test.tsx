import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicationRequestAtom } from '@ssb/contracts';
import { fakeApi, renderApp } from '../../test/render';
import { ApplicationForm, clearDrafts } from './ApplicationForm';
import { DialogHost } from '../dialog';
import { NewsletterBox } from '../newsletter';

beforeEach(() => clearDrafts());

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Ticks the consent to the processing of personal data (its label in the language shown). */
const agree = (label: RegExp = /^I agree to the processing/) => fireEvent.click(screen.getByLabelText(label));
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

it('refuses the names the API refuses, in Tajik, before anything is sent', async () => {
  const postForm = jest.fn();
  renderApp(<ApplicationForm kind="general" />, { lang: 'tj', api: fakeApi(postForm) });
  const [surname, name] = screen.getAllByRole('textbox');
  fireEvent.change(surname as HTMLElement, { target: { value: 'Ivаn' } });
  fireEvent.change(name as HTMLElement, { target: { value: 'И-------------' } });
  fireEvent.click(screen.getByRole('button', { name: 'Фиристодан' }));
  expect(await screen.findByText('Номро бо як алифбо нависед: кириллӣ ё лотинӣ, чунон ки дар шиноснома навишта шудааст')).toBeInTheDocument();
  expect(screen.getByText('Ном бояд аз ҳарфҳо иборат бошад; байни онҳо танҳо як фосила, дефис ё апостроф гузоштан мумкин аст')).toBeInTheDocument();
  expect(postForm).not.toHaveBeenCalled();
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
  agree();
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
  expect(form.get('consent')).toBe('true');
  expect((form.get('file3') as File).name).toBe('salary.pdf');
  expect(opts.headers['Idempotency-Key']).toMatch(/\S{8,}/);
  expect(opts2.headers['Idempotency-Key']).toBe(opts.headers['Idempotency-Key']);
});

const EN = {
  surname: /^Surname/,
  name: /^First name/,
  patronymic: /^Patronymic/,
  phone: /^Phone/,
  consent: /^I agree to the processing/,
  send: 'Send',
};
const ACCEPTED = { id: '3f2a9c1b-7d4e-4c1a-9b2e-0c5d6e7f8a9b', status: 'accepted', receivedAt: '2025-07-01T09:30:00.000Z' };

/** Fills the person's fields by their labels in the language shown, then sends. */
function sendAs(
  labels: { surname: RegExp; name: RegExp; patronymic: RegExp; phone: RegExp; consent: RegExp; send: string },
  branch?: { label: RegExp; value: string },
) {
  fill(labels.surname, 'Rahimov');
  fill(labels.name, 'Ali');
  fill(labels.patronymic, 'Karimovich');
  fill(labels.phone, '+992 900 123 456');
  if (branch) fill(branch.label, branch.value);
  agree(labels.consent);
  fireEvent.click(screen.getByRole('button', { name: labels.send }));
}

it('after sending, shows the reference number (first 8 characters of the id, upper case) and what happens next, and focuses them', async () => {
  const postForm = jest.fn().mockResolvedValue(ACCEPTED);
  renderApp(<ApplicationForm kind="vacancy" />, { api: fakeApi(postForm) });
  sendAs(EN, { label: /^Branch/, value: 'Khujand' });
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
    { surname: /^Фамилия/, name: /^Имя/, patronymic: /^Отчество/, phone: /^Телефон/, consent: /^Я согласен/, send: 'Отправить' },
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
  sendAs(EN, { label: /^Branch/, value: 'Dushanbe' });
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'Our staff will call you on the phone number you gave within one working day. Korti Milli is ready the same day you bring your passport to the branch you chose.',
  );
  expect(status).not.toHaveTextContent('they tell you when');
});

it('tells the author of a complaint in Tajik the deadline of the answer, not a phone call', async () => {
  const postForm = jest.fn().mockResolvedValue(ACCEPTED);
  renderApp(<ApplicationForm kind="complaint" />, { lang: 'tj', api: fakeApi(postForm) });
  fill(/^Насаб/, 'Раҳимова');
  fill(/^Ном \*/, 'Малика');
  fill(/^Почтаи электронӣ/, 'malika@example.tj');
  fill(/^Мавзӯъ/, 'cards');
  fill(/^Матни муроҷиат/, 'Банкомат дар Рӯдакӣ кортро гирифт ва пас надод.');
  agree(/^Ба коркарди маълумоти шахсии ман/);
  fireEvent.click(screen.getByRole('button', { name: 'Фиристодан' }));
  const status = await screen.findByRole('status');
  expect(within(status).getByText('Ташаккур! Дархост фиристода шуд.')).toBeInTheDocument();
  expect(within(status).getByRole('definition').textContent).toBe('3F2A9C1B');
  expect(status).toHaveTextContent('Мо дар давоми 15 рӯзи корӣ ба почтаи электронӣ ё телефоне, ки нишон додед, ҷавоб медиҳем.');
  expect(status).not.toHaveTextContent('занг');
  const [, form] = postForm.mock.calls[0] as [string, FormData];
  expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    type: 'complaint',
    surname: 'Раҳимова',
    name: 'Малика',
    email: 'malika@example.tj',
    topic: 'cards',
    message: 'Банкомат дар Рӯдакӣ кортро гирифт ва пас надод.',
    consent: 'true',
  });
});

/** The max-width the page's style sheets give an element, the last rule that matches it winning (all here are equally specific). */
function maxWidthOf(element: Element): string {
  let found = '';
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      const value = rule instanceof CSSStyleRule && element.matches(rule.selectorText) ? rule.style.getPropertyValue('max-width') : '';
      if (value) found = value;
    }
  }
  return found;
}

describe('the complaint form', () => {
  it('keeps its fields to a readable measure on a wide page (40rem, the message 48rem)', () => {
    renderApp(<ApplicationForm kind="complaint" />, { api: fakeApi(jest.fn()) });
    for (const label of [/^Surname/, /^E-mail/, /^Phone/, /^Topic/]) expect(maxWidthOf(screen.getByLabelText(label))).toBe('40rem');
    expect(maxWidthOf(screen.getByLabelText(/^Your message/))).toBe('48rem');
  });

  it('says what is missing: names, topic, message, a contact to answer and the consent', async () => {
    const postForm = jest.fn();
    renderApp(<ApplicationForm kind="complaint" />, { api: fakeApi(postForm) });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Please fill in this field')).toHaveLength(4);
    expect(screen.getByText('Give an e-mail address or a phone number so that we can answer you')).toBeInTheDocument();
    expect(screen.getByText('To send, agree to the processing of your personal data')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^I agree/)).toHaveAttribute('aria-invalid', 'true');
    expect(postForm).not.toHaveBeenCalled();
  });

  it('refuses in Russian a short message, a bad e-mail and a phone that is not Tajik, and names the limits', async () => {
    renderApp(<ApplicationForm kind="complaint" />, { lang: 'ru', api: fakeApi(jest.fn()) });
    expect(screen.getByText('От 20 до 2000 символов')).toBeInTheDocument();
    fill(/^Текст обращения/, 'Плохо работает');
    fill(/^Электронная почта/, 'malika@');
    fill(/^Телефон/, '+7 912 345 67 89');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Слишком коротко: напишите не менее 20 символов')).toBeInTheDocument();
    expect(screen.getByText('Введите правильный адрес электронной почты')).toBeInTheDocument();
    expect(screen.getByText('Введите номер с +992 и 9 цифрами, например +992 93 123 45 67')).toBeInTheDocument();
    // A Tajik number alone is contact enough.
    fill(/^Электронная почта/, '');
    fill(/^Телефон/, '93 555 12 34');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByText(/\+992 и 9 цифрами, например/)).not.toBeInTheDocument());
    expect(screen.queryByText('Укажите электронную почту или телефон, чтобы мы могли ответить')).not.toBeInTheDocument();
  });

  it('takes one photo or PDF, shows its name with a button that removes it, and refuses a Word file', async () => {
    const postForm = jest.fn().mockResolvedValue(ACCEPTED);
    renderApp(<ApplicationForm kind="complaint" />, { api: fakeApi(postForm) });
    const input = screen.getByLabelText(/^Attachment/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.png,.jpeg,.jpg,.pdf');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'letter.docx')] } });
    expect(await screen.findByText('Attach only a photo (JPEG, PNG) or a PDF')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pdf('receipt.pdf')] } });
    expect(screen.queryByText('Attach only a photo (JPEG, PNG) or a PDF')).not.toBeInTheDocument();
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('receipt.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(screen.queryByText('receipt.pdf')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { files: [pdf('receipt.pdf')] } });
    fill(/^Surname/, 'Rahimova');
    fill(/^First name/, 'Malika');
    fill(/^E-mail/, 'malika@example.tj');
    fill(/^Topic/, 'branch_service');
    fill(/^Your message/, 'The queue in the branch took two hours.');
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will answer within 15 working days');
    const [, form] = postForm.mock.calls[0] as [string, FormData];
    expect((form.get('file1') as File).name).toBe('receipt.pdf');
  });

  it("shows the server's consent refusal on the checkbox and keeps what was typed", async () => {
    const refusal = { error: 'consent', field: 'consent', message: 'Consent needed (server)' };
    const postForm = jest.fn().mockRejectedValue({ response: { status: 400, data: refusal } });
    renderApp(<ApplicationForm kind="complaint" />, { api: fakeApi(postForm) });
    fill(/^Surname/, 'Rahimova');
    fill(/^First name/, 'Malika');
    fill(/^Phone/, '+992 93 555 12 34');
    fill(/^Topic/, 'other');
    fill(/^Your message/, 'Please add Saturday hours in Kulob.');
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Consent needed (server)', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^I agree/)).toHaveFocus();
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('Please add Saturday hours in Kulob.');
  });
});

describe('the credit form', () => {
  it('checks the sum and term against the limits, sends them with the city and purpose, and repeats them after sending', async () => {
    const postForm = jest.fn().mockResolvedValue(ACCEPTED);
    renderApp(<ApplicationForm kind="credit" initial={{ amount: '700', months: '70' }} extra={{ product_id: '1' }} />, {
      api: fakeApi(postForm),
    });
    expect(screen.getByLabelText(/^Loan amount/)).toHaveAccessibleDescription('From 1,000 to 500,000 TJS');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The amount must be from 1,000 to 500,000 TJS')).toBeInTheDocument();
    expect(screen.getByText('The term must be from 3 to 60 months')).toBeInTheDocument();
    fill(/^Loan amount/, '25 000');
    fill(/^Loan term/, '24');
    fill(/^City/, 'Khujand');
    fill(/^Loan purpose/, 'education');
    fill(/^Surname/, 'Rahimov');
    fill(/^First name/, 'Ali');
    fill(/^Patronymic/, 'Karimovich');
    fill(/^Phone/, '+992 900 123 456');
    fireEvent.change(screen.getByLabelText(/^Passport/), { target: { files: [pdf()] } });
    fireEvent.change(screen.getByLabelText(/^Taxpayer/), { target: { files: [pdf('inn.pdf')] } });
    fireEvent.change(screen.getByLabelText(/^Salary/), { target: { files: [pdf('salary.pdf')] } });
    agree();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const status = await screen.findByRole('status');
    const [, form] = postForm.mock.calls[0] as [string, FormData];
    expect([form.get('type'), form.get('amount'), form.get('months'), form.get('city'), form.get('purpose'), form.get('product_id')]).toEqual([
      'credit',
      '25000',
      '24',
      'Khujand',
      'education',
      '1',
    ]);
    const facts = within(status)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual(['3F2A9C1B', '25,000 TJS', '24 months', 'Khujand', 'Education']);
  });
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

it('subscribes an e-mail to the newsletter (to be confirmed by e-mail) and refuses a bad address in Tajik', async () => {
  const postJson = jest.fn().mockResolvedValue({ status: 'check_email' });
  renderApp(<NewsletterBox />, { lang: 'tj', api: fakeApi(jest.fn(), postJson) });
  fill(/Почтаи электронӣ/, 'not-an-email');
  fireEvent.click(screen.getByRole('button', { name: 'Обуна' }));
  expect(await screen.findByText('Суроғаи почтаи электрониро дуруст нависед')).toBeInTheDocument();
  fill(/Почтаи электронӣ/, 'a@b.tj');
  fireEvent.click(screen.getByRole('button', { name: 'Обуна' }));
  expect(await screen.findByText('Почтаи худро санҷед: барои тасдиқи обуна пайвандеро, ки ба шумо фиристодем, кушоед')).toBeInTheDocument();
  expect(postJson).toHaveBeenCalledWith(expect.stringContaining('/message/'), { email: 'a@b.tj' });
});

it("says beside the newsletter's button that subscribing is consent, with the privacy policy of the visitor's language", () => {
  renderApp(<NewsletterBox />, { lang: 'ru', api: fakeApi(jest.fn()) });
  expect(screen.getByLabelText('Электронная почта')).toHaveAccessibleDescription(
    'Нажимая «Подписаться», вы соглашаетесь на обработку адреса электронной почты. Политика конфиденциальности',
  );
  const link = screen.getByRole('link', { name: 'Политика конфиденциальности' });
  expect(link).toHaveAttribute('href', '/ru/privacy');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});
