/**
 * Content records as the API serves them, besides Credit and Deposit (products.ts).
 * Every text field is already in the asked language (language_id); every text is plain text
 * (never HTML): render it as text. Rich bodies are lists of typed blocks (PageBlock).
 * Paths of the endpoints are in src/endpoints.ts; the OpenAPI document is /api/docs/json.
 * The records are aliases of the types generated from that document (src/schema.gen.ts, written
 * by `npm run openapi -w api`), so the API's schemas and these types cannot drift apart.
 */
import type { components } from '../schema.gen';
import type { GoldRates } from './schedules';

/** The API's own schemas (generated from its OpenAPI document): the types below are names for them. */
type Schemas = components['schemas'];

/** Every error answer of the API (4xx/5xx): a stable code, the field at fault, a localized message. */
export type ApiErrorBody = Schemas['ApiError'];

/** A paged list: `results` of page `page` (1-based) of `pageCount`, `count` items in all. */
export interface PagedResponse<T> {
  results: T[];
  count: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A block of a rich text body (pages, news, services). Plain text only. */
export type PageBlock = Schemas['PageBlock'];

// ---------------------------------------------------------------- cards

export type PaymentSystem = Schemas['CardListItem']['paymentSystem'];

/** GET /api/Card/ item (id and title; type is 'cards'). */
export type CardListItem = Schemas['CardListItem'];

/** GET /api/Card/{id}/ (named BankCard: `Card` is the layout primitive of ui/layout). */
export type BankCard = Schemas['BankCard'];

// ---------------------------------------------------------------- vacancies

/** GET /api/Vacancy/ item and GET /api/Vacancy/{id}/ */
export type Vacancy = Schemas['Vacancy'];

// ---------------------------------------------------------------- rates

/** The exchange-rate tabs' selectors (the Rates page): RateSelector plus LEGAL, whose source is not ready. */
export type ExchangeRateSelector = Schemas['ExchangeRatesResponse']['selector'];

export type ExchangeRate = Schemas['ExchangeRate'];

/** GET /api/rates/?selector= ; `ready: false` (LEGAL) means the rates source is not ready: show a placeholder. */
export type ExchangeRatesResponse = Schemas['ExchangeRatesResponse'];

/**
 * GET /api/gold-rates/ answers GoldRates (schedules.ts): an object keyed by gram weight with buy
 * and sell in somoni. goldRateEntries() makes the table rows.
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
export type Slider = Schemas['Slider'];

/** GET /api/popular-products/ item. */
export type PopularProduct = Schemas['PopularProduct'];

/** GET /api/useful-links/ item (external sites: national bank, news agency, president, finance ministry...). */
export type UsefulLink = Schemas['UsefulLink'];

// ---------------------------------------------------------------- news

/** GET /api/news/ item (paged). */
export type NewsListItem = Schemas['NewsListItem'];

/** GET /api/news/{slug}/ (slug or numeric id). */
export type NewsItem = Schemas['NewsItem'];

// ---------------------------------------------------------------- services, transfers

/** GET /api/services/ item (a service card); type 'salary' are the salary projects. */
export type ServiceCard = Schemas['ServiceCard'];

/** GET /api/services/{slug}/ */
export type ServiceDetail = Schemas['ServiceDetail'];

/** GET /api/transfers/ item (money transfer systems). */
export type TransferSystem = Schemas['TransferSystem'];

/** GET /api/transfers/{slug}/ */
export type TransferDetail = Schemas['TransferDetail'];

// ---------------------------------------------------------------- FAQ, documents

export type FaqSection = Schemas['FaqItem']['section'];

/** GET /api/faq/?section= item. */
export type FaqItem = Schemas['FaqItem'];

/** GET /api/documents/ and GET /api/organization-documents/ item: a downloadable file. */
export type DocumentFile = Schemas['DocumentFile'];

// ---------------------------------------------------------------- about the bank

/** GET /api/management/ item. */
export type Manager = Schemas['Manager'];

/** GET /api/structure/ item: a unit of the organisation chart; parentId null is the top. */
export type StructureUnit = Schemas['StructureUnit'];

/** GET /api/history/ item. */
export type HistoryEvent = Schemas['HistoryEvent'];

/** GET /api/reception-days/ item (a reception row: three executives). */
export type ReceptionDay = Schemas['ReceptionDay'];

/** GET /api/rights/ item: a section of the customer-rights page. */
export type CustomerRight = Schemas['CustomerRight'];

// ---------------------------------------------------------------- financial organisations

/** GET /api/correspondent-banks/ item. */
export type CorrespondentBank = Schemas['CorrespondentBank'];

/** GET /api/property-sale/ item (pledged property for sale). */
export type PropertyForSale = Schemas['PropertyForSale'];

/** GET /api/interbank-lending/ item: the bank's indicative interbank rates. */
export type InterbankRate = Schemas['InterbankRate'];

/** GET /api/tenders/ item. */
export type Tender = Schemas['Tender'];

// ---------------------------------------------------------------- locations

export type LocationKind = Schemas['BankLocation']['kind'];

/** Opening hours of one weekday (1 Monday … 7 Sunday); open/close null means closed. */
export type WorkingHours = Schemas['WorkingHours'];

/** GET /api/offices/, /api/atms/, /api/pos-terminals/ item. */
export type BankLocation = Schemas['BankLocation'];

// ---------------------------------------------------------------- gallery

/** GET /api/gallery/photos/ item. */
export type GalleryPhoto = Schemas['GalleryPhoto'];

/** GET /api/gallery/videos/ item: the poster is a local image, url the page where the video plays (external). */
export type GalleryVideo = Schemas['GalleryVideo'];

// ---------------------------------------------------------------- pages, search

/** GET /api/pages/{name}/ : a generic page by name (e.g. 'about-bank', 'rko', 'SSB-mobile'). */
export type Page = Schemas['Page'];

export type SearchKind = Schemas['SearchResult']['kind'];

/** GET /api/search/?q= item, best first. */
export type SearchResult = Schemas['SearchResult'];

export type SearchResponse = Schemas['SearchResponse'];

// ---------------------------------------------------------------- applications

/** 201 answer of POST /api/sendEmailContent/ */
export type ApplicationAccepted = Schemas['ApplicationAccepted'];

/** Answer of POST /api/message/: the same for every address (202 check_email). */
export type SubscriptionResult = Schemas['SubscriptionResult'];

/** Answer of POST /api/applications/status: where an application is (its reference and the form's phone asked for it). */
export type ApplicationStatus = Schemas['ApplicationStatus'];
