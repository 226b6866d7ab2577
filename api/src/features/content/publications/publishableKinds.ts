/**
 * The kinds of items staff publish, by the name the content API and the CLI use. Each is checked
 * against the schema the public API serves it with, so nothing can be published that the site
 * could not show. Exchange rates are one more kind of the same store (publications.ts, kind
 * `rates`), with routes and a body of their own (readRates.ts).
 */
export interface PublishableKind {
  /** The `kind` of the content table and the public routes. */
  kind: string;
  /** The schema ($id) every language's document must satisfy. */
  schema: string;
  /** Properties the server sets whatever the body says. */
  fixed?: Record<string, unknown>;
  /** Leaves the lists by itself the day after its `deadline` (Dushanbe time). */
  expires?: boolean;
  /** One document for every language (figures only, no text): gold prices. */
  languageNeutral?: boolean;
  /** May name a future instant from which it holds (the default is at once). */
  scheduled?: boolean;
  /** The lists show these newest `date` first. */
  newestFirst?: boolean;
  /** Carries a `slug` in its address (news): unique among the kind's items. */
  slug?: boolean;
  /** Its document is an uploaded PDF (the body names the file; url, format and size follow it). */
  file?: boolean;
  /** Its document carries no `id` (a text page is known by its name). */
  noId?: boolean;
  /**
   * The bank's own set (the text pages): its items are changed, never added or withdrawn, and
   * keep the seed's address and these properties (`name`), whatever the body says.
   */
  fixedItems?: readonly string[];
  /** Where the site shows an item (a content preview opens there): `{id}`, `{slug}` or `{name}` of its document. */
  shownAt: string;
}

export const PUBLISHABLE: Record<string, PublishableKind> = {
  // An item announcing an offer carries the offer's last day (`deadline`) and leaves the lists after it.
  news: { kind: 'news', schema: 'NewsItem', fixed: { type: 'news' }, newestFirst: true, slug: true, expires: true, shownAt: '/news/{slug}' },
  vacancies: { kind: 'vacancy', schema: 'Vacancy', expires: true, shownAt: '/vacancy/{id}' },
  tenders: { kind: 'tender', schema: 'Tender', expires: true, shownAt: '/tenders' },
  documents: { kind: 'document', schema: 'DocumentFile', file: true, shownAt: '/documents' },
  offices: { kind: 'office', schema: 'BankLocation', fixed: { kind: 'office' }, shownAt: '/addresses' },
  atms: { kind: 'atm', schema: 'BankLocation', fixed: { kind: 'atm' }, shownAt: '/addresses' },
  pos: { kind: 'pos', schema: 'BankLocation', fixed: { kind: 'pos' }, shownAt: '/addresses' },
  gold: { kind: 'gold', schema: 'GoldRates', languageNeutral: true, scheduled: true, shownAt: '/Rates' },
  // The products and their rates, terms and tariffs.
  credits: { kind: 'credit', schema: 'Credit', shownAt: '/Credit/{id}' },
  deposits: { kind: 'deposit', schema: 'Deposit', shownAt: '/Deposit/{id}' },
  cards: { kind: 'card', schema: 'BankCard', fixed: { type: 'cards' }, shownAt: '/Card/{id}' },
  services: { kind: 'service', schema: 'ServiceDetail', slug: true, shownAt: '/services/{slug}' },
  transfers: { kind: 'transfer', schema: 'TransferDetail', slug: true, shownAt: '/transfers/{slug}' },
  // The home page's blocks (a slider the site shows has status 1).
  sliders: { kind: 'slider', schema: 'Slider', fixed: { status: 1 }, shownAt: '/' },
  popular: { kind: 'popular', schema: 'PopularProduct', shownAt: '/' },
  links: { kind: 'link', schema: 'UsefulLink', shownAt: '/' },
  faq: { kind: 'faq', schema: 'FaqItem', shownAt: '/FAQ' },
  // The text pages and the lists of the "about the bank" and financial sections.
  pages: { kind: 'page', schema: 'Page', noId: true, fixedItems: ['name'], shownAt: '/{name}' },
  management: { kind: 'manager', schema: 'Manager', shownAt: '/head' },
  structure: { kind: 'structure', schema: 'StructureUnit', shownAt: '/structure' },
  history: { kind: 'history', schema: 'HistoryEvent', shownAt: '/history' },
  reception: { kind: 'reception', schema: 'ReceptionDay', shownAt: '/about' },
  rights: { kind: 'right', schema: 'CustomerRight', shownAt: '/rights' },
  correspondents: { kind: 'correspondent', schema: 'CorrespondentBank', shownAt: '/correspondence' },
  property: { kind: 'property', schema: 'PropertyForSale', shownAt: '/sale' },
  interbank: { kind: 'interbank', schema: 'InterbankRate', shownAt: '/interbank-lending' },
  'org-documents': { kind: 'org-document', schema: 'DocumentFile', file: true, shownAt: '/organization-documents' },
  photos: { kind: 'photo', schema: 'GalleryPhoto', shownAt: '/gallery' },
  videos: { kind: 'video', schema: 'GalleryVideo', shownAt: '/gallery' },
};

export const PUBLISHABLE_NAMES = Object.keys(PUBLISHABLE);

export const publishableByKind = (kind: string): PublishableKind | undefined => Object.values(PUBLISHABLE).find((p) => p.kind === kind);

/** The site path where an item is shown: its kind's `shownAt` with the document's own values. */
export const shownAtOf = (spec: PublishableKind, doc: Record<string, unknown>): string =>
  spec.shownAt.replace(/\{(id|slug|name)\}/g, (_m, prop: string) => encodeURI(String(doc[prop] ?? '')));

/** Today's date in Dushanbe (UTC+5, no summer time), YYYY-MM-DD: deadlines are the bank's days. */
export const dushanbeDate = (now: Date): string => new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
