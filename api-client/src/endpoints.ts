/**
 * One typed call per content endpoint of the API, besides credits and deposits
 * (content.ts). Each takes the client and the language, so pages load data the same way in the
 * browser and, later, on a server. Lists unwrap `{ results }`; paged and keyed answers are
 * returned whole. The API's paths: Card/, Vacancy/ capitalised as the bank's existing clients call them, the rest lowercase.
 */
import { localeOf, type LangCode } from '@ssb/contracts';
import { buildQuery, type ApiClient, type QueryValue } from './client';
import type { ListResponse } from './entities/products';
import type { GoldRates } from './entities/schedules';
import type {
  ApplicationAccepted,
  ApplicationStatus,
  BankLocation,
  BankCard,
  CardListItem,
  CorrespondentBank,
  CustomerRight,
  DocumentFile,
  ExchangeRate,
  ExchangeRatesResponse,
  FaqItem,
  FaqSection,
  GalleryPhoto,
  GalleryVideo,
  HistoryEvent,
  InterbankRate,
  Manager,
  NewsItem,
  NewsListItem,
  Page,
  PagedResponse,
  PopularProduct,
  PropertyForSale,
  ExchangeRateSelector,
  ReceptionDay,
  SearchResponse,
  ServiceCard,
  ServiceDetail,
  Slider,
  StructureUnit,
  SubscriptionResult,
  Tender,
  TransferDetail,
  TransferSystem,
  UsefulLink,
  Vacancy,
} from './entities/content';

const lid = (lang: LangCode) => ({ language_id: localeOf(lang).languageId });
const seg = (value: number | string) => encodeURIComponent(String(value));

async function list<T>(api: ApiClient, path: string, lang: LangCode, params: Record<string, QueryValue> = {}, signal?: AbortSignal): Promise<T[]> {
  const body = await api.get<ListResponse<T>>(path, { ...lid(lang), ...params }, signal);
  return body.results;
}

// ---------------------------------------------------------------- products

/** GET /api/Card/ ; filter e.g. { audience: 'individual', q: 'visa' }. */
export function fetchCards(api: ApiClient, lang: LangCode, filter: Record<string, QueryValue> = {}, signal?: AbortSignal) {
  return list<CardListItem>(api, '/Card/', lang, filter, signal);
}

export function fetchCard(api: ApiClient, lang: LangCode, id: number | string, signal?: AbortSignal): Promise<BankCard> {
  return api.get<BankCard>(`/Card/${seg(id)}/`, lid(lang), signal);
}

export function fetchVacancies(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<Vacancy>(api, '/Vacancy/', lang, {}, signal);
}

export function fetchVacancy(api: ApiClient, lang: LangCode, id: number | string, signal?: AbortSignal): Promise<Vacancy> {
  return api.get<Vacancy>(`/Vacancy/${seg(id)}/`, lid(lang), signal);
}

// ---------------------------------------------------------------- rates

/** GET /api/rates/?selector= ; check `ready` (LEGAL answers ready: false). */
export function fetchRates(api: ApiClient, lang: LangCode, selector: ExchangeRateSelector, signal?: AbortSignal): Promise<ExchangeRatesResponse> {
  return api.get<ExchangeRatesResponse>('/rates/', { ...lid(lang), selector }, signal);
}

/** One publication of the bank's staff: the rates shown from `effectiveAt` on. */
export interface RatesHistoryPoint {
  effectiveAt: string;
  rates: Pick<ExchangeRate, 'currency' | 'nbt' | 'buy' | 'sell'>[];
}

/** GET /api/rates/history/ : points oldest first (the seed's, then what staff published; the shape of the schema's RatesHistory). */
export interface RatesHistoryResponse {
  selector: ExchangeRateSelector;
  days: 30 | 90;
  points: RatesHistoryPoint[];
}

/** GET /api/rates/history/?selector=&days= ; the rates of the last 30 or 90 days. */
export function fetchRatesHistory(
  api: ApiClient,
  lang: LangCode,
  selector: ExchangeRateSelector,
  days: 30 | 90,
  signal?: AbortSignal,
): Promise<RatesHistoryResponse> {
  return api.get<RatesHistoryResponse>('/rates/history/', { ...lid(lang), selector, days }, signal);
}

/** GET /api/gold-rates/ : keyed by gram weight (use goldRateEntries() for the table). */
export function fetchGoldRates(api: ApiClient, lang: LangCode, signal?: AbortSignal): Promise<GoldRates> {
  return api.get<GoldRates>('/gold-rates/', lid(lang), signal);
}

// ---------------------------------------------------------------- home

export function fetchSliders(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<Slider>(api, '/sliders/', lang, {}, signal);
}

export function fetchPopularProducts(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<PopularProduct>(api, '/popular-products/', lang, {}, signal);
}

export function fetchUsefulLinks(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<UsefulLink>(api, '/useful-links/', lang, {}, signal);
}

// ---------------------------------------------------------------- news

/** GET /api/news/?page=&page_size= (page 1-based, page_size 1..50, default 9). */
export function fetchNews(
  api: ApiClient,
  lang: LangCode,
  paging: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<PagedResponse<NewsListItem>> {
  return api.get<PagedResponse<NewsListItem>>('/news/', { ...lid(lang), page: paging.page, page_size: paging.pageSize }, signal);
}

/** GET /api/news/{slug}/ : slug or numeric id. */
export function fetchNewsItem(api: ApiClient, lang: LangCode, slug: number | string, signal?: AbortSignal): Promise<NewsItem> {
  return api.get<NewsItem>(`/news/${seg(slug)}/`, lid(lang), signal);
}

// ---------------------------------------------------------------- services, transfers

/** GET /api/services/ ; filter e.g. { audience: 'legal' } or { type: 'service' }. */
export function fetchServices(api: ApiClient, lang: LangCode, filter: Record<string, QueryValue> = {}, signal?: AbortSignal) {
  return list<ServiceCard>(api, '/services/', lang, filter, signal);
}

/** GET /api/salary-projects/ (the services of type 'salary'). */
export function fetchSalaryProjects(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<ServiceCard>(api, '/salary-projects/', lang, {}, signal);
}

export function fetchService(api: ApiClient, lang: LangCode, slug: number | string, signal?: AbortSignal): Promise<ServiceDetail> {
  return api.get<ServiceDetail>(`/services/${seg(slug)}/`, lid(lang), signal);
}

export function fetchTransferSystems(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<TransferSystem>(api, '/transfers/', lang, {}, signal);
}

export function fetchTransferSystem(api: ApiClient, lang: LangCode, slug: number | string, signal?: AbortSignal): Promise<TransferDetail> {
  return api.get<TransferDetail>(`/transfers/${seg(slug)}/`, lid(lang), signal);
}

// ---------------------------------------------------------------- FAQ, documents

/** A section's questions; with `product`, only those for every product and those naming it. */
export function fetchFaq(api: ApiClient, lang: LangCode, section: FaqSection, signal?: AbortSignal, product?: number) {
  return list<FaqItem>(api, '/faq/', lang, product === undefined ? { section } : { section, product }, signal);
}

export function fetchDocuments(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<DocumentFile>(api, '/documents/', lang, {}, signal);
}

export function fetchOrganizationDocuments(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<DocumentFile>(api, '/organization-documents/', lang, {}, signal);
}

// ---------------------------------------------------------------- about the bank

export function fetchManagement(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<Manager>(api, '/management/', lang, {}, signal);
}

export function fetchStructure(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<StructureUnit>(api, '/structure/', lang, {}, signal);
}

export function fetchHistory(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<HistoryEvent>(api, '/history/', lang, {}, signal);
}

export function fetchReceptionDays(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<ReceptionDay>(api, '/reception-days/', lang, {}, signal);
}

export function fetchCustomerRights(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<CustomerRight>(api, '/rights/', lang, {}, signal);
}

// ---------------------------------------------------------------- financial organisations

export function fetchCorrespondentBanks(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<CorrespondentBank>(api, '/correspondent-banks/', lang, {}, signal);
}

export function fetchPropertyForSale(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<PropertyForSale>(api, '/property-sale/', lang, {}, signal);
}

export function fetchInterbankRates(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<InterbankRate>(api, '/interbank-lending/', lang, {}, signal);
}

export function fetchTenders(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<Tender>(api, '/tenders/', lang, {}, signal);
}

// ---------------------------------------------------------------- locations

/** GET /api/offices/ ; cityId filters by city (1–11). */
export function fetchOffices(api: ApiClient, lang: LangCode, cityId?: number, signal?: AbortSignal) {
  return list<BankLocation>(api, '/offices/', lang, { city_id: cityId }, signal);
}

export function fetchAtms(api: ApiClient, lang: LangCode, cityId?: number, signal?: AbortSignal) {
  return list<BankLocation>(api, '/atms/', lang, { city_id: cityId }, signal);
}

export function fetchPosTerminals(api: ApiClient, lang: LangCode, cityId?: number, signal?: AbortSignal) {
  return list<BankLocation>(api, '/pos-terminals/', lang, { city_id: cityId }, signal);
}

// ---------------------------------------------------------------- gallery, pages, search

export function fetchGalleryPhotos(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<GalleryPhoto>(api, '/gallery/photos/', lang, {}, signal);
}

export function fetchGalleryVideos(api: ApiClient, lang: LangCode, signal?: AbortSignal) {
  return list<GalleryVideo>(api, '/gallery/videos/', lang, {}, signal);
}

/** GET /api/pages/{name}/ : a generic page by its name (the site path without '/', e.g. 'about-bank'). */
export function fetchPage(api: ApiClient, lang: LangCode, name: string, signal?: AbortSignal): Promise<Page> {
  return api.get<Page>(`/pages/${seg(name)}/`, lid(lang), signal);
}

/** GET /api/search/?q= : ranked results with highlighted snippets (q of 2..100 characters). */
export function fetchSearch(api: ApiClient, lang: LangCode, q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/search/', { ...lid(lang), q }, signal);
}

// ---------------------------------------------------------------- applications

/**
 * POST /api/sendEmailContent/ (multipart, the fields of each application kind; the API's
 * `features/applications/fields.ts` is the authority). `type` is:
 * - 'card': surname, name, patronymic, branch, phone, nameProduct (card_type, card_expire_date optional);
 * - 'vacancy': surname, name, patronymic, branch, phone (vacancy_title optional);
 * - 'general': surname, name, patronymic, phone and the files file1..file3;
 * - 'credit': as 'general' plus city, amount (TJS), months and purpose, within the product's
 *   limits when product_id is given;
 * - 'complaint': surname, name, topic, a message of 20–2000 characters and an e-mail or a phone
 *   for the answer; one optional attachment (file1: JPEG, PNG or PDF).
 * Every kind needs consent=true (the visitor agreed to the processing of personal data). Phone:
 * a Tajik number, 9 digits after an optional +992. Files are checked by content, 10 MiB each.
 * Unknown fields are refused. Pass one idempotency key per application (e.g.
 * crypto.randomUUID()) and reuse it on retry: the API stores it once.
 * A 4xx rejects with an ApiError whose response.data is an ApiErrorBody.
 */
export function sendApplication(
  api: ApiClient,
  lang: LangCode,
  form: FormData,
  options: { idempotencyKey?: string; onProgress?: (fraction: number) => void } = {},
): Promise<ApplicationAccepted> {
  const headers: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
  return api.postForm<ApplicationAccepted>(`/sendEmailContent/?${buildQuery(lid(lang))}`, form, {
    headers,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

/** POST /api/message/ : newsletter subscription; 202 check_email for every address, a confirmation link is mailed (double opt-in). */
export function subscribeNewsletter(api: ApiClient, lang: LangCode, email: string): Promise<SubscriptionResult> {
  return api.postJson<SubscriptionResult>(`/message/?${buildQuery(lid(lang))}`, { email });
}

/**
 * POST /api/applications/status : where an application is, for the reference the site showed after
 * sending and the phone given in the form (a POST, so neither is in a URL). Every pair that is not
 * an application's rejects with the same 404; 429 past the look-ups a client may make in a minute.
 */
export function fetchApplicationStatus(api: ApiClient, lang: LangCode, query: { reference: string; phone: string }): Promise<ApplicationStatus> {
  return api.postJson<ApplicationStatus>(`/applications/status?${buildQuery(lid(lang))}`, { reference: query.reference, phone: query.phone });
}
