/**
 * Content records as the API serves them (issue 3), besides Credit and Deposit (products.ts).
 * Every text field is already in the asked language (language_id); every text is plain text
 * (never HTML): render it as text. Rich bodies are lists of typed blocks (PageBlock).
 * Paths of the endpoints are in api/endpoints.ts; the OpenAPI document is /api/docs/json.
 */
import type { Audience, Currency } from './products';
import type { GoldRates, RateSelector } from './schedules';

/** Every error answer of the API (4xx/5xx): a stable code, the field at fault, a localized message. */
export interface ApiErrorBody {
  /** e.g. required, too_short, phone, email, file_type, file_too_large, too_many_files, unknown_field, not_found, rate_limited. */
  error: string;
  /** The input at fault (query parameter, form field or file field), or null. */
  field: string | null;
  /** In the request's language. */
  message: string;
}

/** A paged list: `results` of page `page` (1-based) of `pageCount`, `count` items in all. */
export interface PagedResponse<T> {
  results: T[];
  count: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A block of a rich text body (pages, news, services). Plain text only. */
export type PageBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'links'; items: { title: string; url: string }[] };

// ---------------------------------------------------------------- cards

export type PaymentSystem = 'VISA' | 'MASTERCARD' | 'KORTI_MILLI' | 'UNIONPAY';

/** GET /api/Card/ item (SPEC §3: id and title; type is 'cards'). */
export interface CardListItem {
  id: number;
  type: 'cards';
  title: string;
  /** One line for the card tile. */
  summary: string;
  image: string | null;
  audience: Audience;
  paymentSystem: PaymentSystem;
}

/** GET /api/Card/{id}/ (named BankCard: `Card` is the layout primitive of ui/layout). */
export interface BankCard extends CardListItem {
  /** Contains the info marker; split it with splitDescription(). */
  description: string;
  currencies: Currency[];
  /** Validity of the card in months. */
  termMonths: number;
  /** Issue fee in somoni (0 = free). */
  issueFee: number;
  /** Yearly service fee in somoni. */
  yearlyFee: number;
}

// ---------------------------------------------------------------- vacancies

/** GET /api/Vacancy/ item and GET /api/Vacancy/{id}/ */
export interface Vacancy {
  id: number;
  title: string;
  /** City id of SPEC §3's list (CITIES). */
  cityId: number;
  city: string;
  /** Applications accepted until this date, 'YYYY-MM-DD'. */
  deadline: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  conditions: string[];
  email: string;
  phone: string;
}

// ---------------------------------------------------------------- rates

/** The exchange-rate tabs' selectors (SPEC §2 Rates): RateSelector plus LEGAL, whose source is not ready. */
export type ExchangeRateSelector = RateSelector | 'LEGAL';

export interface ExchangeRate {
  currency: 'USD' | 'EUR' | 'RUB';
  /** Currency name in the asked language. */
  name: string;
  /** National Bank of Tajikistan's official rate, somoni per unit. */
  nbt: number;
  buy: number;
  sell: number;
}

/** GET /api/rates/?selector= ; `ready: false` (LEGAL) means the rates source is not ready: show a placeholder. */
export interface ExchangeRatesResponse {
  selector: ExchangeRateSelector;
  ready: boolean;
  /** ISO date-time of the rates, null when not ready. */
  updatedAt: string | null;
  /** Localized note, e.g. why the source is not ready; empty when ready. */
  message: string;
  results: ExchangeRate[];
}

/**
 * GET /api/gold-rates/ answers GoldRates (schedules.ts): an object keyed by gram weight with buy
 * and sell in somoni (SPEC §7). goldRateEntries() makes the table rows (SPEC §3 gold rate entry).
 */
export interface GoldRate {
  /** The gram-weight key, e.g. '5'. */
  id: string;
  buy: number;
  sell: number;
}

/** The rows of the gold table, lightest first. */
export function goldRateEntries(rates: GoldRates): GoldRate[] {
  return Object.entries(rates)
    .map(([id, r]) => ({ id, buy: r.buy, sell: r.sell }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

// ---------------------------------------------------------------- home

/** GET /api/sliders/ item (only status 1, published, is served). */
export interface Slider {
  id: number;
  title: string;
  text: string;
  image: string;
  /** Language-neutral site path or absolute URL; null for no link. */
  link: string | null;
  status: 1;
}

export type ProductKind = 'credit' | 'deposit' | 'card' | 'transfer' | 'service';

/** GET /api/popular-products/ item. */
export interface PopularProduct {
  id: number;
  kind: ProductKind;
  title: string;
  summary: string;
  image: string | null;
  /** Language-neutral site path, e.g. '/Credit/3'. */
  link: string;
}

/** GET /api/useful-links/ item (external sites: national bank, news agency, president, finance ministry...). */
export interface UsefulLink {
  id: number;
  title: string;
  url: string;
  image: string | null;
}

// ---------------------------------------------------------------- news

export interface NewsImage {
  id: number;
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** GET /api/news/ item (paged). */
export interface NewsListItem {
  id: number;
  type: 'news';
  slug: string;
  title: string;
  summary: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  image: string;
}

/** GET /api/news/{slug}/ (slug or numeric id). */
export interface NewsItem extends NewsListItem {
  body: PageBlock[];
  images: NewsImage[];
}

// ---------------------------------------------------------------- services, transfers

/** GET /api/services/ item (SPEC §3 service card); type 'salary' are the salary projects. */
export interface ServiceCard {
  id: number;
  slug: string;
  type: 'service' | 'salary';
  audience: Audience;
  title: string;
  description: string;
  image: string | null;
  /** Language-neutral site path of its page. */
  link: string;
  advantages: string[];
}

/** GET /api/services/{slug}/ */
export interface ServiceDetail extends ServiceCard {
  body: PageBlock[];
}

/** GET /api/transfers/ item (money transfer systems). */
export interface TransferSystem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image: string | null;
  currencies: Currency[];
  /** Fee as text, e.g. '0.5% – 1.5%'. */
  fee: string;
  /** Delivery time as text, e.g. 'from 5 minutes'. */
  speed: string;
  /** Where money can be sent, as text. */
  coverage: string;
}

/** GET /api/transfers/{slug}/ */
export interface TransferDetail extends TransferSystem {
  body: PageBlock[];
}

// ---------------------------------------------------------------- FAQ, documents

export type FaqSection = 'general' | 'credit' | 'deposit' | 'card';

/** GET /api/faq/?section= item. */
export interface FaqItem {
  id: number;
  section: FaqSection;
  question: string;
  answer: string;
}

/** GET /api/documents/ and GET /api/organization-documents/ item: a downloadable file. */
export interface DocumentFile {
  id: number;
  title: string;
  /** Group heading, e.g. 'Tariffs', 'Reports'. */
  category: string;
  /** Download URL (same origin, under /api/files/). */
  url: string;
  /** 'pdf', 'docx', 'xlsx'... */
  format: string;
  sizeBytes: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

// ---------------------------------------------------------------- about the bank

/** GET /api/management/ item. */
export interface Manager {
  id: number;
  name: string;
  post: string;
  image: string | null;
  bio: string;
}

/** GET /api/structure/ item: a unit of the organisation chart; parentId null is the top. */
export interface StructureUnit {
  id: number;
  parentId: number | null;
  title: string;
  head: string | null;
}

/** GET /api/history/ item. */
export interface HistoryEvent {
  id: number;
  year: number;
  /** 'YYYY-MM-DD' when the day is known, else null. */
  date: string | null;
  title: string;
  text: string;
}

/** GET /api/reception-days/ item (SPEC §3 reception row, three executives). */
export interface ReceptionDay {
  id: number;
  name: string;
  surname: string;
  patronymic: string;
  post: string;
  /** Weekdays as text in the asked language, e.g. 'Monday, Wednesday'. */
  days: string;
  /** e.g. '09:00–11:00, 15:00–17:00'. */
  times: string;
}

/** GET /api/rights/ item: a section of the customer-rights page. */
export interface CustomerRight {
  id: number;
  title: string;
  body: PageBlock[];
}

// ---------------------------------------------------------------- financial organisations

/** GET /api/correspondent-banks/ item. */
export interface CorrespondentBank {
  id: number;
  country: string;
  bankName: string;
  currencies: Currency[];
  account: string;
  swift: string;
  /** Further requisites as text. */
  requisites: string;
}

/** GET /api/property-sale/ item (pledged property for sale). */
export interface PropertyForSale {
  id: number;
  number: number;
  region: string;
  property: string;
  /** Price in somoni. */
  price: number;
  image: string | null;
}

/** GET /api/interbank-lending/ item: the bank's indicative interbank rates. */
export interface InterbankRate {
  id: number;
  currency: Currency;
  /** Term as text, e.g. '1 month'. */
  term: string;
  termDays: number;
  /** Annual percent for placing funds. */
  placement: number;
  /** Annual percent for attracting funds. */
  attraction: number;
}

/** GET /api/tenders/ item. */
export interface Tender {
  id: number;
  title: string;
  description: string;
  /** 'YYYY-MM-DD'. */
  publishedAt: string;
  /** 'YYYY-MM-DD'. */
  deadline: string;
  status: 'open' | 'closed';
  /** Terms of reference to download, or null. */
  document: string | null;
}

// ---------------------------------------------------------------- locations

export type LocationKind = 'office' | 'atm' | 'pos';

/** Opening hours of one weekday (1 Monday … 7 Sunday); open/close null means closed. */
export interface WorkingHours {
  weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  open: string | null;
  close: string | null;
}

/** GET /api/offices/, /api/atms/, /api/pos-terminals/ item. */
export interface BankLocation {
  id: number;
  kind: LocationKind;
  /** City id of SPEC §3's list (CITIES). */
  cityId: number;
  city: string;
  title: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  /** Seven entries, Monday first. */
  hours: WorkingHours[];
  /** ATMs: currencies it pays out; offices and POS: []. */
  currencies: Currency[];
}

// ---------------------------------------------------------------- gallery

/** GET /api/gallery/photos/ item. */
export interface GalleryPhoto {
  id: number;
  title: string;
  url: string;
  thumbnail: string;
  width: number;
  height: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

/** GET /api/gallery/videos/ item: the poster is a local image, url the page where the video plays (external). */
export interface GalleryVideo {
  id: number;
  title: string;
  /** External page of the video: open it in a new tab (the API ships no video files). */
  url: string;
  poster: string;
  durationSeconds: number;
  /** 'YYYY-MM-DD'. */
  date: string;
}

// ---------------------------------------------------------------- pages, search

/** GET /api/pages/{name}/ : a generic page by name (e.g. 'about-bank', 'rko', 'SSB-mobile'). */
export interface Page {
  name: string;
  title: string;
  /** Meta description. */
  summary: string;
  body: PageBlock[];
}

export type SearchKind = 'credit' | 'deposit' | 'card' | 'news' | 'page' | 'vacancy';

/** A piece of a search snippet; highlight marks the matched words. */
export interface SnippetPart {
  text: string;
  highlight: boolean;
}

/** GET /api/search/?q= item, best first. */
export interface SearchResult {
  kind: SearchKind;
  id: number;
  title: string;
  snippet: SnippetPart[];
  /** Language-neutral site path, e.g. '/news/new-branch-in-khujand'. */
  url: string;
  /** Higher is better. */
  score: number;
}

export interface SearchResponse {
  query: string;
  results: SearchResult[];
}

// ---------------------------------------------------------------- applications

/** 201 answer of POST /api/sendEmailContent/ */
export interface ApplicationAccepted {
  id: string;
  status: 'accepted';
  receivedAt: string;
}

/** Answer of POST /api/message/ (201 new, 200 already subscribed). */
export interface SubscriptionResult {
  status: 'subscribed' | 'already_subscribed';
}
