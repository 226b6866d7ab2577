import { act, screen, within } from '@testing-library/react';
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
  expect(manual).toHaveAttribute('href', '/api/files/ssb-mobile-manual.pdf');
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
