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
}

export const PUBLISHABLE: Record<string, PublishableKind> = {
  // An item announcing an offer carries the offer's last day (`deadline`) and leaves the lists after it.
  news: { kind: 'news', schema: 'NewsItem', fixed: { type: 'news' }, newestFirst: true, slug: true, expires: true },
  vacancies: { kind: 'vacancy', schema: 'Vacancy', expires: true },
  tenders: { kind: 'tender', schema: 'Tender', expires: true },
  documents: { kind: 'document', schema: 'DocumentFile', file: true },
  offices: { kind: 'office', schema: 'BankLocation', fixed: { kind: 'office' } },
  atms: { kind: 'atm', schema: 'BankLocation', fixed: { kind: 'atm' } },
  pos: { kind: 'pos', schema: 'BankLocation', fixed: { kind: 'pos' } },
  gold: { kind: 'gold', schema: 'GoldRates', languageNeutral: true, scheduled: true },
  // The products and their rates, terms and tariffs.
  credits: { kind: 'credit', schema: 'Credit' },
  deposits: { kind: 'deposit', schema: 'Deposit' },
  cards: { kind: 'card', schema: 'BankCard', fixed: { type: 'cards' } },
  services: { kind: 'service', schema: 'ServiceDetail', slug: true },
  transfers: { kind: 'transfer', schema: 'TransferDetail', slug: true },
  // The home page's blocks (a slider the site shows has status 1).
  sliders: { kind: 'slider', schema: 'Slider', fixed: { status: 1 } },
  popular: { kind: 'popular', schema: 'PopularProduct' },
  links: { kind: 'link', schema: 'UsefulLink' },
  faq: { kind: 'faq', schema: 'FaqItem' },
  // The text pages and the lists of the "about the bank" and financial sections.
  pages: { kind: 'page', schema: 'Page', noId: true, fixedItems: ['name'] },
  management: { kind: 'manager', schema: 'Manager' },
  structure: { kind: 'structure', schema: 'StructureUnit' },
  history: { kind: 'history', schema: 'HistoryEvent' },
  reception: { kind: 'reception', schema: 'ReceptionDay' },
  rights: { kind: 'right', schema: 'CustomerRight' },
  correspondents: { kind: 'correspondent', schema: 'CorrespondentBank' },
  property: { kind: 'property', schema: 'PropertyForSale' },
  interbank: { kind: 'interbank', schema: 'InterbankRate' },
  'org-documents': { kind: 'org-document', schema: 'DocumentFile', file: true },
  photos: { kind: 'photo', schema: 'GalleryPhoto' },
  videos: { kind: 'video', schema: 'GalleryVideo' },
};

export const PUBLISHABLE_NAMES = Object.keys(PUBLISHABLE);

export const publishableByKind = (kind: string): PublishableKind | undefined => Object.values(PUBLISHABLE).find((p) => p.kind === kind);

/** Today's date in Dushanbe (UTC+5, no summer time), YYYY-MM-DD: deadlines are the bank's days. */
export const dushanbeDate = (now: Date): string => new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
