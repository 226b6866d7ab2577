import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@ssb/contracts';
import { createHostedRenderer, fakeApi, ownRules } from '../test/hosted';
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

it('takes focus, keeps Tab inside, locks the page scroll, and gives focus back on Escape', async () => {
  const dialog = await open();
  const close = screen.getByRole('button', { name: 'Close' });
  expect(close).toHaveFocus();
  expect(document.documentElement.style.overflow).toBe('hidden');
  await userEvent.tab();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab(); // past the last control: back to the first
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(dialog).not.toBeInTheDocument();
  expect(document.documentElement.style.overflow).toBe('');
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

it('closes on a click on the backdrop, not on a press that began inside the panel', async () => {
  const dialog = await open();
  const backdrop = screen.getByTestId('dialog-backdrop');
  // A text selection started in the field and released over the backdrop.
  fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
  fireEvent.click(backdrop);
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

  const [head, body] = Array.from(dialog.children);
  expect(head).toContainElement(screen.getByRole('button', { name: 'Close' }));
  expect(ownRules(head!, '').map((s) => s.getPropertyValue('flex'))).toContain('none');
  expect(ownRules(body!, '').map((s) => s.getPropertyValue('overflow'))).toContain('auto');
  const safe = ownRules(head!, phone).map((s) => s.getPropertyValue('padding'));
  expect(safe.join(' ')).toContain('env(safe-area-inset-top)');
});
