/**
 * What the footer links to. Internal links are language-neutral paths (localised when
 * rendered); outside addresses are in one place so marketing can correct them.
 */
import { BANK_YOUTUBE_URL, type AppLinks } from '@ssb/contracts';
import type { ShellMessageId } from '../../i18n/messageIds';
import { type PageName, type TabType, TABS, pageLabel } from '../tabs';

export interface FooterLink {
  path: string;
  /** The tab the link opens; the bank group switches it, the others open with type=1. */
  type: TabType;
  label: ShellMessageId;
}

export interface FooterGroupData {
  id: 'bank' | 'services' | 'announcements';
  title: ShellMessageId;
  links: readonly FooterLink[];
}

const page = (name: PageName, type: TabType = 1): FooterLink => ({ path: `/${name}`, type, label: pageLabel(name) });

export const FOOTER_GROUPS: readonly FooterGroupData[] = [
  // The bank group switches the audience (the `type` query parameter), like the tabs.
  { id: 'bank', title: 'footer.bank', links: TABS.filter((t) => t.type !== 5).map((t) => ({ path: t.root, type: t.type, label: t.label })) },
  {
    id: 'services',
    title: 'footer.services',
    links: [
      page('Deposit'),
      page('Credit'),
      page('Card'),
      page('transfers'),
      page('Rates'),
      page('calculators'),
      page('SSB-mobile'),
      // An application sent: its status by its reference, from every page.
      page('application-status'),
    ],
  },
  {
    id: 'announcements',
    title: 'footer.announcements',
    links: [page('vacancy'), page('tenders'), page('sale'), page('press-center'), page('contact-us')],
  },
];

export const CONTACT = {
  phone: '8855',
  email: 'info@ssb.tj',
} as const;

/** Files the API serves for download (GET /api/files/<name>.pdf; <name>-<lang>.pdf in the page's language). */
export const MANUALS: readonly { href: string; label: ShellMessageId }[] = [
  { href: '/api/files/ssb-mobile-manual.pdf', label: 'footer.manualMobile' },
  { href: '/api/files/internet-banking-manual.pdf', label: 'footer.manualInternetBanking' },
  { href: '/api/files/tariffs.pdf', label: 'footer.manualTariffs' },
];

/** A manual in the visitor's language: the Tajik page gets the Tajik PDF. */
export const manualIn = (href: string, lang: string): string => href.replace(/\.pdf$/, `-${lang}.pdf`);

export const EXTERNAL_LINKS: readonly { href: string; label: ShellMessageId }[] = [
  { href: 'https://nbt.tj/', label: 'footer.nbt' },
  { href: 'https://khovar.tj/', label: 'footer.khovar' },
  { href: 'https://president.tj/', label: 'footer.president' },
  { href: 'https://minfin.tj/', label: 'footer.minfin' },
];

// The bank's accounts: to be confirmed by marketing before launch.
export const SOCIAL_LINKS: readonly { href: string; name: string; icon: string }[] = [
  { href: 'https://www.facebook.com/ssbbank.tj', name: 'Facebook', icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z' },
  {
    href: 'https://www.instagram.com/ssbbank.tj',
    name: 'Instagram',
    icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h0',
  },
  { href: 'https://t.me/ssbbank_tj', name: 'Telegram', icon: 'M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l9-6' },
  {
    // The contract's one channel address: the gallery's videos link the same one.
    href: BANK_YOUTUBE_URL,
    name: 'YouTube',
    icon: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  },
];

/** The app's listings, in the footer's order; the addresses come from the runtime config (appLinksOf). */
export const APP_LINK_LABELS: readonly { key: keyof AppLinks; label: ShellMessageId; download?: boolean }[] = [
  { key: 'googlePlay', label: 'footer.googlePlay' },
  { key: 'appStore', label: 'footer.appStore' },
  // The APK is published on the bank's own download host, next to the store listings.
  { key: 'apk', label: 'footer.apk', download: true },
];

/** The privacy policy, linked at the foot of every page. */
export const PRIVACY: FooterLink = { path: '/privacy', type: 4, label: pageLabel('privacy') };
