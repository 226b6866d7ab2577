// Products: credits, deposits, cards, transfers, services for businesses, rates and the home page.
// This file is the remote's one declaration: the build derives its exposes, routes module,
// widget modules and page data from it and checks it against the contract (docs/adding-a-page-or-remote.md).
import type { RemoteDeclaration } from '@ssb/contracts';

export default {
  name: 'mfe_products',
  intlScope: './i18n/scope',
  pages: {
    '/': {
      module: './features/home/HomePage',
      data: [
        '/pages/home/?language_id={languageId}',
        '/sliders/?language_id={languageId}',
        '/popular-products/?language_id={languageId}',
        '/rates/?language_id={languageId}&selector=NON_CASH',
        '/useful-links/?language_id={languageId}',
      ],
    },
    '/Credit': {
      module: './features/credits/CreditListPage',
      data: ['/pages/Credit/?language_id={languageId}', '/Credit/?language_id={languageId}&audience=individual'],
    },
    '/Credit/faq': {
      module: './features/faq/CreditFaqPage',
      data: ['/pages/Credit%2Ffaq/?language_id={languageId}', '/faq/?language_id={languageId}&section=credit'],
    },
    '/Credit/:slug': { module: './features/credits/CreditDetailPage', data: ['/Credit/:slug/?language_id={languageId}'] },
    '/Deposit': {
      module: './features/deposits/DepositListPage',
      data: ['/pages/Deposit/?language_id={languageId}', '/Deposit/?language_id={languageId}&audience=individual'],
    },
    '/Deposit/faq': {
      module: './features/faq/DepositFaqPage',
      data: ['/pages/Deposit%2Ffaq/?language_id={languageId}', '/faq/?language_id={languageId}&section=deposit'],
    },
    '/Deposit/:slug': { module: './features/deposits/DepositDetailPage', data: ['/Deposit/:slug/?language_id={languageId}'] },
    '/Card': {
      module: './features/cards/CardListPage',
      data: ['/pages/Card/?language_id={languageId}', '/Card/?language_id={languageId}&audience=individual'],
    },
    '/Card/:slug': { module: './features/cards/CardDetailPage', data: ['/Card/:slug/?language_id={languageId}'] },
    '/transfers': {
      module: './features/transfers/TransferListPage',
      data: ['/pages/transfers/?language_id={languageId}', '/transfers/?language_id={languageId}'],
    },
    '/transfers/:slug': { module: './features/transfers/TransferDetailPage', data: ['/transfers/:slug/?language_id={languageId}'] },
    '/rko': { module: './features/info/RkoPage', data: ['/pages/rko/?language_id={languageId}'] },
    '/safe-operations': { module: './features/info/SafeOperationsPage', data: ['/pages/safe-operations/?language_id={languageId}'] },
    '/SSB-mobile': { module: './features/info/MobilePage', data: ['/pages/SSB-mobile/?language_id={languageId}'] },
    '/rules-card': { module: './features/info/CardRulesPage', data: ['/pages/rules-card/?language_id={languageId}'] },
    '/FAQ': {
      module: './features/faq/FaqPage',
      data: ['/pages/FAQ/?language_id={languageId}', '/faq/?language_id={languageId}&section=general'],
    },
    '/legal-person': {
      module: './features/legal/LegalPersonPage',
      data: [
        '/pages/legal-person/?language_id={languageId}',
        '/Credit/?language_id={languageId}&audience=legal',
        '/Deposit/?language_id={languageId}&audience=legal',
        '/services/?language_id={languageId}&audience=legal',
      ],
    },
    '/services': {
      module: './features/services/ServiceListPage',
      data: ['/pages/services/?language_id={languageId}', '/services/?language_id={languageId}&type=service'],
    },
    '/services/view': {
      module: './features/services/SalaryProjectsPage',
      data: ['/pages/services%2Fview/?language_id={languageId}', '/salary-projects/?language_id={languageId}'],
    },
    '/services/:slug': { module: './features/services/ServiceDetailPage', data: ['/services/:slug/?language_id={languageId}'] },
    '/financial-organization': {
      module: './features/financial/FinancialOrganizationPage',
      data: ['/pages/financial-organization/?language_id={languageId}'],
    },
    '/correspondence': {
      module: './features/financial/CorrespondencePage',
      data: ['/pages/correspondence/?language_id={languageId}', '/correspondent-banks/?language_id={languageId}'],
    },
    '/sale': {
      module: './features/financial/SalePage',
      data: ['/pages/sale/?language_id={languageId}', '/property-sale/?language_id={languageId}'],
    },
    '/interbank-lending': {
      module: './features/financial/InterbankLendingPage',
      data: ['/pages/interbank-lending/?language_id={languageId}', '/interbank-lending/?language_id={languageId}'],
    },
    '/organization-documents': {
      module: './features/financial/OrganizationDocumentsPage',
      data: ['/pages/organization-documents/?language_id={languageId}', '/organization-documents/?language_id={languageId}'],
    },
    '/Rates': {
      module: './features/rates/RatesPage',
      data: ['/pages/Rates/?language_id={languageId}', '/rates/?language_id={languageId}&selector=NON_CASH', '/gold-rates/?language_id={languageId}'],
    },
  },
  widgets: {},
} as const satisfies RemoteDeclaration<'mfe_products'>;
