import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { BANK_LEGAL_ADDRESS, BANK_LICENCE, BANK_YOUTUBE_HANDLE, BANK_YOUTUBE_URL } from '@ssb/contracts';
import { userEvent } from '@testing-library/user-event';
import { mockMatchMedia, renderShell, testConfig } from '../../test/renderShell';
import { Footer } from './Footer';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: Callback[] = [];

beforeEach(() => {
  observers.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
});

it('on phones, groups are disclosures that start closed', async () => {
  mockMatchMedia(true);
  renderShell(<Footer />, { url: '/en?type=1' });
  const services = screen.getByRole('button', { name: 'Services' });
  expect(services).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Loans' })).toBeNull();
  await userEvent.click(services);
  expect(services).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Loans' })).toHaveAttribute('href', '/en/Credit?type=1');
  expect(screen.getByRole('button', { name: 'Bank' })).toHaveAttribute('aria-expanded', 'false');
});

it('on wider screens every column is open; the bank column switches type, the others open with type=1', () => {
  mockMatchMedia(false);
  renderShell(<Footer />, { url: '/ru/Card?type=1' });
  expect(screen.queryByRole('button', { name: 'Банк' })).toBeNull();
  const bank = screen.getByTestId('footer-group-bank');
  expect(within(bank).getByRole('link', { name: 'Юридическим лицам' })).toHaveAttribute('href', '/ru/legal-person?type=2');
  const news = screen.getByTestId('footer-group-announcements');
  expect(
    within(news)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/ru/vacancy?type=1', '/ru/tenders?type=1', '/ru/sale?type=1', '/ru/press-center?type=1', '/ru/contact-us?type=1']);
});

it.each([
  ['', 'Дархости ман дар куҷост?'],
  ['/ru', 'Где моя заявка?'],
  ['/en', 'Where is my application?'],
])('leads to the status of an application sent, from every page (%s)', (prefix, label) => {
  mockMatchMedia(false);
  renderShell(<Footer />, { url: `${prefix}/Card?type=1` });
  expect(within(screen.getByTestId('footer-group-services')).getByRole('link', { name: label })).toHaveAttribute(
    'href',
    `${prefix}/application-status?type=1`,
  );
});

it('has the contacts, hours, manuals, apps and outside links', () => {
  mockMatchMedia(false);
  renderShell(<Footer />, { url: '/?type=1' });
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('8855');
  expect(footer).toHaveTextContent('Душанбе–Ҷумъа: 08:00–17:00');
  expect(footer).toHaveTextContent('Шанбе: 09:00–12:00');
  expect(footer).toHaveTextContent('Якшанбе: рӯзи истироҳат');
  expect(screen.getByRole('link', { name: 'info@ssb.tj' })).toHaveAttribute('href', 'mailto:info@ssb.tj');
  const manual = screen.getByRole('link', { name: 'Дастури SSB Mobile (PDF)' });
  // The Tajik page's manual is the Tajik PDF.
  expect(manual).toHaveAttribute('href', '/api/files/ssb-mobile-manual-tj.pdf');
  expect(manual).toHaveAttribute('download');
  for (const host of ['nbt.tj', 'khovar.tj', 'president.tj', 'minfin.tj']) {
    expect(footer.querySelector(`a[href="https://${host}/"]`)).not.toBeNull();
  }
  expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /App Store/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Боргирии APK' })).toHaveAttribute('download');
});

it('asks for the newsletter box only once the footer comes near the viewport', () => {
  mockMatchMedia(false);
  const { loader } = renderShell(<Footer />, { url: '/en?type=1' });
  expect(screen.getByTestId('newsletter-placeholder')).toBeInTheDocument();
  expect(loader.loadWidget).not.toHaveBeenCalled();
  act(() => observers.forEach((notify) => notify([{ isIntersecting: true }])));
  expect(loader.loadWidget).toHaveBeenCalledWith('mfe_applications/NewsletterBox');
});

it('links the app from the one app-links setting of the runtime config', () => {
  mockMatchMedia(false);
  const appLinks = {
    googlePlay: 'https://play.google.com/store/apps/details?id=tj.ssb.bank',
    appStore: 'https://apps.apple.com/tj/app/ssb-bank/id6400000001',
    apk: 'https://files.ssb.tj/ssb-mobile-2.4.apk',
  };
  renderShell(<Footer />, { url: '/en?type=1', config: { ...testConfig, appLinks } });
  expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', appLinks.googlePlay);
  expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', appLinks.appStore);
  expect(screen.getByRole('link', { name: 'Download the APK' })).toHaveAttribute('href', appLinks.apk);
});

it('links the privacy policy in each language', () => {
  mockMatchMedia(false);
  for (const [url, name, href] of [
    ['/?type=1', 'Сиёсати махфият', '/privacy?type=4'],
    ['/ru?type=1', 'Политика конфиденциальности', '/ru/privacy?type=4'],
    ['/en?type=2', 'Privacy policy', '/en/privacy?type=4'],
  ] as const) {
    const { unmount } = renderShell(<Footer />, { url });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    unmount();
  }
});

describe('the bank’s legal details', () => {
  const read = (file: string) => readFileSync(path.join(__dirname, '../../../..', file), 'utf8');

  it('states the licence, its date, the regulator and the legal address in each language', () => {
    mockMatchMedia(false);
    for (const [url, licence, address] of [
      [
        '/?type=1',
        'Иҷозатнома барои амалиёти бонкӣ № 0000164 аз 23.10.2020. Мақоми танзимкунанда: Бонки миллии Тоҷикистон.',
        'Суроғаи ҳуқуқӣ: 734025, ш. Душанбе, кӯчаи Рӯдакӣ, 48',
      ],
      [
        '/ru?type=1',
        'Лицензия на осуществление банковских операций № 0000164 от 23.10.2020. Регулятор: Национальный банк Таджикистана.',
        'Юридический адрес: 734025, г. Душанбе, ул. Рудаки, 48',
      ],
      [
        '/en?type=1',
        'Licence for banking operations No. 0000164 of 23.10.2020. Regulator: National Bank of Tajikistan.',
        'Legal address: 48 Rudaki St, Dushanbe 734025',
      ],
    ] as const) {
      const { unmount } = renderShell(<Footer />, { url });
      const legal = screen.getByTestId('footer-legal');
      expect(legal).toHaveTextContent(licence);
      expect(legal).toHaveTextContent(address);
      unmount();
    }
  });

  it('says what the calculators’ exports and the about pages say of the licence and the address', () => {
    // The calculators keep their own copy for their exports' footer: it must not drift from the contract's.
    const legal = read('mfe-calculators/src/features/schedule/legal.ts');
    const [year, month, day] = BANK_LICENCE.date.split('-').map(Number) as [number, number, number];
    expect(legal).toContain(`number: '${BANK_LICENCE.number}'`);
    expect(legal).toContain(`new Date(${year}, ${month - 1}, ${day})`);
    for (const lang of ['tj', 'ru', 'en'] as const) {
      const calculators = read(`mfe-calculators/src/i18n/${lang}.ts`);
      expect(calculators).toContain(BANK_LEGAL_ADDRESS[lang]);
      const about = read(`mfe-about/src/i18n/${lang}.ts`);
      if (lang === 'en') expect(about).toContain(`licence No. ${BANK_LICENCE.number}`);
    }
    expect(read('mfe-calculators/src/i18n/tj.ts')).toContain('иҷозатномаи Бонки миллии Тоҷикистон');
  });
});

// The seed's videos link the same constant (api/src/features/media/seedContent.test.ts).
it('links the one YouTube channel of the contract', () => {
  mockMatchMedia(false);
  renderShell(<Footer />, { url: '/en?type=1' });
  const youtube = screen.getByRole('link', { name: /^YouTube/ });
  expect(youtube).toHaveAttribute('href', BANK_YOUTUBE_URL);
  expect(BANK_YOUTUBE_URL).toBe(`https://www.youtube.com/${BANK_YOUTUBE_HANDLE}`);
});
