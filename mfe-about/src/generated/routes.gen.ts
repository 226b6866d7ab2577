// Generated from src/remote.ts by `ssb-remote generate`: do not edit.
import { scopePages, type PageLoader, type PatternOf, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

const loaders: Record<PatternOf<'mfe_about'>, PageLoader> = {
  '/about': () => import(/* webpackChunkName: "page-about" */ '../features/about/AboutPage'),
  '/about-bank': () => import(/* webpackChunkName: "page-about-bank" */ '../features/pages/AboutBankPage'),
  '/contact-us': () => import(/* webpackChunkName: "page-contact-us" */ '../features/pages/ContactUsPage'),
  '/question': () => import(/* webpackChunkName: "page-question" */ '../features/pages/QuestionPage'),
  '/history': () => import(/* webpackChunkName: "page-history" */ '../features/company/HistoryPage'),
  '/head': () => import(/* webpackChunkName: "page-head" */ '../features/company/HeadPage'),
  '/structure': () => import(/* webpackChunkName: "page-structure" */ '../features/company/StructurePage'),
  '/documents': () => import(/* webpackChunkName: "page-documents" */ '../features/documents/DocumentsPage'),
  '/rights': () => import(/* webpackChunkName: "page-rights" */ '../features/rights/RightsPage'),
  '/news': () => import(/* webpackChunkName: "page-news" */ '../features/news/NewsListPage'),
  '/press-center': () => import(/* webpackChunkName: "page-press-center" */ '../features/news/NewsListPage'),
  '/news/:slug': () => import(/* webpackChunkName: "page-news-slug" */ '../features/news/NewsItemPage'),
  '/addresses': () => import(/* webpackChunkName: "page-addresses" */ '../features/locations/AddressesPage'),
  '/gallery': () => import(/* webpackChunkName: "page-gallery" */ '../features/gallery/GalleryPage'),
  '/vacancy': () => import(/* webpackChunkName: "page-vacancy" */ '../features/vacancy/VacancyListPage'),
  '/vacancy/:slug': () => import(/* webpackChunkName: "page-vacancy-slug" */ '../features/vacancy/VacancyDetailPage'),
  '/tenders': () => import(/* webpackChunkName: "page-tenders" */ '../features/tenders/TendersPage'),
  '/privacy': () => import(/* webpackChunkName: "page-privacy" */ '../features/privacy/PrivacyPage'),
  '/search': () => import(/* webpackChunkName: "page-search" */ '../features/search/SearchPage'),
};

export const pages = scopePages(IntlScope, loaders);

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
