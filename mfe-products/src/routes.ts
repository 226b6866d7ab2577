// What this remote adds to the site: its pages, by the patterns it owns in ROUTE_TABLE.
// Every page is its own chunk, loaded when it is first shown.
import { scopePages, type RoutesModule } from '@ssb/contracts';
import { IntlScope } from './i18n/scope';

export const contractsVersion = __SSB_CONTRACTS_VERSION__;
export const buildId = __SSB_BUILD_ID__;

export const pages = scopePages(IntlScope, {
  '/': () => import(/* webpackChunkName: "page-home" */ './features/home/HomePage'),
  '/Credit': () => import(/* webpackChunkName: "page-credits" */ './features/credits/CreditListPage'),
  '/Credit/faq': () => import(/* webpackChunkName: "page-credit-faq" */ './features/faq/CreditFaqPage'),
  '/Credit/:slug': () => import(/* webpackChunkName: "page-credit" */ './features/credits/CreditDetailPage'),
  '/Deposit': () => import(/* webpackChunkName: "page-deposits" */ './features/deposits/DepositListPage'),
  '/Deposit/faq': () => import(/* webpackChunkName: "page-deposit-faq" */ './features/faq/DepositFaqPage'),
  '/Deposit/:slug': () => import(/* webpackChunkName: "page-deposit" */ './features/deposits/DepositDetailPage'),
  '/Card': () => import(/* webpackChunkName: "page-cards" */ './features/cards/CardListPage'),
  '/Card/:slug': () => import(/* webpackChunkName: "page-card" */ './features/cards/CardDetailPage'),
  '/transfers': () => import(/* webpackChunkName: "page-transfers" */ './features/transfers/TransferListPage'),
  '/transfers/:slug': () => import(/* webpackChunkName: "page-transfer" */ './features/transfers/TransferDetailPage'),
  '/rko': () => import(/* webpackChunkName: "page-rko" */ './features/info/RkoPage'),
  '/safe-operations': () => import(/* webpackChunkName: "page-safe" */ './features/info/SafeOperationsPage'),
  '/SSB-mobile': () => import(/* webpackChunkName: "page-mobile" */ './features/info/MobilePage'),
  '/rules-card': () => import(/* webpackChunkName: "page-card-rules" */ './features/info/CardRulesPage'),
  '/FAQ': () => import(/* webpackChunkName: "page-faq" */ './features/faq/FaqPage'),
  '/legal-person': () => import(/* webpackChunkName: "page-legal" */ './features/legal/LegalPersonPage'),
  '/services': () => import(/* webpackChunkName: "page-services" */ './features/services/ServiceListPage'),
  '/services/view': () => import(/* webpackChunkName: "page-salary" */ './features/services/SalaryProjectsPage'),
  '/services/:slug': () => import(/* webpackChunkName: "page-service" */ './features/services/ServiceDetailPage'),
  '/financial-organization': () => import(/* webpackChunkName: "page-financial" */ './features/financial/FinancialOrganizationPage'),
  '/correspondence': () => import(/* webpackChunkName: "page-correspondence" */ './features/financial/CorrespondencePage'),
  '/sale': () => import(/* webpackChunkName: "page-sale" */ './features/financial/SalePage'),
  '/interbank-lending': () => import(/* webpackChunkName: "page-interbank" */ './features/financial/InterbankLendingPage'),
  '/organization-documents': () => import(/* webpackChunkName: "page-org-docs" */ './features/financial/OrganizationDocumentsPage'),
  '/Rates': () => import(/* webpackChunkName: "page-rates" */ './features/rates/RatesPage'),
});

export default { contractsVersion, buildId, pages } satisfies RoutesModule;
