import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@ssb/contracts';
import { createHostedRenderer, cssRulesOf, fakeApi, ownRules } from '../test/hosted';
import { Dialog } from './Dialog';

const renderHosted = createHostedRenderer({ tj: {}, ru: {}, en: {} });

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Application" onClose={() => setOpen(false)} width="narrow">
          <input aria-label="Name" />
          <button type="button">Send</button>
        </Dialog>
      )}
    </>
  );
}

async function open(lang: 'tj' | 'ru' | 'en' = 'en') {
  renderHosted(<Opener />, { lang, api: fakeApi().api });
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Application' });
}

afterEach(() => jest.restoreAllMocks());

it('opens as a native modal dialog: the browser keeps focus inside and the page behind inert', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const dialog = await open();
  expect(dialog.tagName).toBe('DIALOG');
  expect(showModal).toHaveBeenCalledTimes(1);
  expect(showModal.mock.contexts[0]).toBe(dialog);
  expect(dialog).toHaveAttribute('open');
});

it('wraps Tab at its ends, over every kind of control, skipping what is disabled or hidden', async () => {
  renderHosted(
    <>
      <button type="button">Behind</button>
      <Dialog title="Terms" onClose={() => undefined}>
        <details>
          <summary>More</summary>
        </details>
        <div contentEditable suppressContentEditableWarning aria-label="Note" role="textbox" />
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" hidden>
          Hidden
        </button>
        <button type="button">Accept</button>
      </Dialog>
      <button type="button">After</button>
    </>,
    { api: fakeApi().api },
  );
  const close = screen.getByRole('button', { name: 'Close' });
  const accept = screen.getByRole('button', { name: 'Accept' });
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(accept).toHaveFocus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByText('More')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  await userEvent.tab();
  expect(accept).toHaveFocus();
});

it('takes focus, locks the page scroll, and on Escape closes and gives focus back', async () => {
  const dialog = await open();
  const close = jest.spyOn(dialog as HTMLDialogElement, 'close');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('hidden');
  await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
  await userEvent.keyboard('{Escape}');
  expect(dialog).not.toBeInTheDocument();
  expect(close).toHaveBeenCalled(); // closed before it left the document, out of the top layer
  expect(document.documentElement.style.overflow).toBe('');
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('closes on the close button, and on a cancel (Escape with nothing inside focused, a back gesture)', async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Application' });
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog, cancel);
  expect(cancel.defaultPrevented).toBe(true); // the page closes it, by unmounting
  expect(dialog).not.toBeInTheDocument();
  // A close the browser made anyway: the page follows.
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  act(() => (screen.getByRole('dialog', { name: 'Application' }) as HTMLDialogElement).close());
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('leaves an Escape that something inside handled alone', async () => {
  const dialog = await open();
  const field = screen.getByRole('textbox', { name: 'Name' });
  field.addEventListener('keydown', (event) => event.preventDefault());
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(dialog).toBeInTheDocument();
});

it('closes on a click beside the panel, not on a press that began inside it', async () => {
  const dialog = await open();
  const backdrop = screen.getByTestId('dialog-backdrop');
  // A text selection started in the field and released over the backdrop.
  fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
  fireEvent.click(backdrop);
  expect(dialog).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(dialog).toBeInTheDocument();
  await userEvent.click(backdrop);
  expect(dialog).not.toBeInTheDocument();
});

it('names its close button in the visitor language', async () => {
  await open('tj');
  expect(screen.getByRole('button', { name: 'Пӯшидан' })).toBeInTheDocument();
});

it('is a full-screen sheet below the tablet breakpoint: the whole dynamic viewport, head fixed, body scrolling', async () => {
  const dialog = await open();
  const phone = `(max-width: ${theme.breakpoints.tablet - 1}px)`;
  const sheet = ownRules(dialog, phone);
  expect(sheet.map((s) => s.getPropertyValue('height'))).toContain('100dvh');
  expect(sheet).toContainEqual(
    expect.objectContaining({ position: 'fixed', width: '100vw', 'max-width': 'none', 'max-height': 'none', 'border-radius': '0' }),
  );
  // Nothing of it applies from a tablet up: there it is a centred panel.
  expect(ownRules(dialog, '').map((s) => s.getPropertyValue('height'))).not.toContain('100dvh');

  const head = screen.getByRole('heading', { name: 'Application' }).parentElement!;
  const body = screen.getByRole('textbox', { name: 'Name' }).parentElement!;
  expect(head).toContainElement(screen.getByRole('button', { name: 'Close' }));
  expect(ownRules(head, '').map((s) => s.getPropertyValue('flex'))).toContain('none');
  expect(ownRules(body, '').map((s) => s.getPropertyValue('overflow'))).toContain('auto');
  const safe = ownRules(head, phone).map((s) => s.getPropertyValue('padding'));
  expect(safe.join(' ')).toContain('env(safe-area-inset-top)');
});

it("lays the shell's toast, when it comes inside, at its foot below the body, not fixed over the form's buttons", async () => {
  const dialog = await open();
  // What the shell's Toast puts into an open modal: its live region, holding a box fixed at the viewport's corner.
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  const toast = document.createElement('div');
  toast.setAttribute('style', 'position: fixed; right: 32px; bottom: 32px');
  region.append(toast);
  act(() => void dialog.append(region));

  // The dialog's own rules at every width (the class rule then a child combinator: more specific than the toast's own class).
  const rulesOn = (element: Element) =>
    cssRulesOf(dialog)
      .filter((rule) => !rule.selector.includes('::') && rule.selector.includes('>') && element.matches(rule.selector))
      .map((rule) => rule.style);
  expect(rulesOn(toast)).toContainEqual(expect.objectContaining({ position: 'static', 'max-width': 'none' }));
  expect(rulesOn(region).map((style) => style.getPropertyValue('flex'))).toContain('none');
  // After the body in the panel's column: below everything the dialog holds.
  const body = screen.getByRole('textbox', { name: 'Name' }).parentElement!;
  expect(body.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
