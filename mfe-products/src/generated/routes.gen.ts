// Generated from src/remote.ts by `ssb-remote generate`: do not edit.
import { scopePages, type PageLoader, type PatternOf, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from '../i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

const loaders: Record<PatternOf<'mfe_products'>, PageLoader> = {
  '/': () => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage'),
  '/Credit': () => import(/* webpackChunkName: "page-Credit" */ '../features/credits/CreditListPage'),
  '/Credit/faq': () => import(/* webpackChunkName: "page-Credit-faq" */ '../features/faq/CreditFaqPage'),
  '/Credit/:slug': () => import(/* webpackChunkName: "page-Credit-slug" */ '../features/credits/CreditDetailPage'),
  '/Deposit': () => import(/* webpackChunkName: "page-Deposit" */ '../features/deposits/DepositListPage'),
  '/Deposit/faq': () => import(/* webpackChunkName: "page-Deposit-faq" */ '../features/faq/DepositFaqPage'),
  '/Deposit/:slug': () => import(/* webpackChunkName: "page-Deposit-slug" */ '../features/deposits/DepositDetailPage'),
  '/Card': () => import(/* webpackChunkName: "page-Card" */ '../features/cards/CardListPage'),
  '/Card/:slug': () => import(/* webpackChunkName: "page-Card-slug" */ '../features/cards/CardDetailPage'),
  '/transfers': () => import(/* webpackChunkName: "page-transfers" */ '../features/transfers/TransferListPage'),
  '/transfers/:slug': () => import(/* webpackChunkName: "page-transfers-slug" */ '../features/transfers/TransferDetailPage'),
  '/rko': () => import(/* webpackChunkName: "page-rko" */ '../features/info/RkoPage'),
  '/safe-operations': () => import(/* webpackChunkName: "page-safe-operations" */ '../features/info/SafeOperationsPage'),
  '/SSB-mobile': () => import(/* webpackChunkName: "page-SSB-mobile" */ '../features/info/MobilePage'),
  '/rules-card': () => import(/* webpackChunkName: "page-rules-card" */ '../features/info/CardRulesPage'),
  '/FAQ': () => import(/* webpackChunkName: "page-FAQ" */ '../features/faq/FaqPage'),
  '/legal-person': () => import(/* webpackChunkName: "page-legal-person" */ '../features/legal/LegalPersonPage'),
  '/services': () => import(/* webpackChunkName: "page-services" */ '../features/services/ServiceListPage'),
  '/services/view': () => import(/* webpackChunkName: "page-services-view" */ '../features/services/SalaryProjectsPage'),
  '/services/:slug': () => import(/* webpackChunkName: "page-services-slug" */ '../features/services/ServiceDetailPage'),
  '/financial-organization': () => import(/* webpackChunkName: "page-financial-organization" */ '../features/financial/FinancialOrganizationPage'),
  '/correspondence': () => import(/* webpackChunkName: "page-correspondence" */ '../features/financial/CorrespondencePage'),
  '/sale': () => import(/* webpackChunkName: "page-sale" */ '../features/financial/SalePage'),
  '/interbank-lending': () => import(/* webpackChunkName: "page-interbank-lending" */ '../features/financial/InterbankLendingPage'),
  '/organization-documents': () => import(/* webpackChunkName: "page-organization-documents" */ '../features/financial/OrganizationDocumentsPage'),
  '/Rates': () => import(/* webpackChunkName: "page-Rates" */ '../features/rates/RatesPage'),
};

export const pages = scopePages(IntlScope, loaders);

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
