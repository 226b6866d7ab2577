import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useFocusTrap } from './useFocusTrap';

function Trap({ onEscape }: { onEscape: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, true, { onEscape });
  return (
    <div ref={box}>
      <button type="button">first</button>
      <a href="#x">middle</a>
      <button type="button" disabled>
        disabled
      </button>
      <div hidden>
        <button type="button">hidden</button>
      </div>
      <button type="button">last</button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <button type="button">outside</button>
      {open && <Trap onEscape={() => setOpen(false)} />}
    </>
  );
}

it('moves focus in, cycles Tab and Shift+Tab inside, and returns focus to the opener on Escape', async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'opener' }));
  expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'middle' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('button', { name: 'first' })).toBeNull();
  expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
});
