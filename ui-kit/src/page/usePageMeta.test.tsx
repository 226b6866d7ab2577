import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import ru from '../i18n/ru';
import { usePageMeta } from './usePageMeta';

function Probe({ title }: { title?: string }) {
  usePageMeta(title, title ? `${title}: описание` : undefined);
  return null;
}

it('writes the page title and description and puts the previous ones back when the page goes', async () => {
  document.title = 'Банк SSB';
  const ui = (title?: string) => (
    <IntlProvider locale="ru-RU" messages={ru}>
      {title ? <Probe title={title} /> : null}
    </IntlProvider>
  );
  const { rerender } = render(ui('Вклады'));
  expect(document.title).toBe('Вклады — Банк SSB');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Вклады: описание');
  // The shell writes its default after the page (its effects run later): the page writes again.
  document.title = 'Банк SSB';
  await new Promise((r) => setTimeout(r, 5));
  expect(document.title).toBe('Вклады — Банк SSB');
  rerender(ui());
  expect(document.title).toBe('Банк SSB');
});
