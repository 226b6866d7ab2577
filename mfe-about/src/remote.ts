// About the bank, news, locations, gallery, vacancies, tenders, rights and site search.
// This file is the remote's one declaration: the build derives its exposes, routes module,
// widget modules and page data from it and checks it against the contract (docs/adding-a-page-or-remote.md).
import type { RemoteDeclaration } from '@ssb/contracts';

export default {
  name: 'mfe_about',
  intlScope: './i18n/scope',
  pages: {
    // The figures are counted from the offices, ATMs and history the API lists.
    '/about': {
      module: './features/about/AboutPage',
      data: ['/offices/?language_id={languageId}', '/atms/?language_id={languageId}', '/history/?language_id={languageId}'],
    },
    '/about-bank': {
      module: './features/pages/AboutBankPage',
      data: [
        '/pages/about-bank/?language_id={languageId}',
        '/offices/?language_id={languageId}',
        '/atms/?language_id={languageId}',
        '/history/?language_id={languageId}',
      ],
    },
    '/contact-us': { module: './features/pages/ContactUsPage', data: ['/pages/contact-us/?language_id={languageId}'] },
    '/question': { module: './features/pages/QuestionPage', data: ['/pages/question/?language_id={languageId}'] },
    '/history': {
      module: './features/company/HistoryPage',
      data: ['/pages/history/?language_id={languageId}', '/history/?language_id={languageId}'],
    },
    '/head': {
      module: './features/company/HeadPage',
      data: ['/pages/head/?language_id={languageId}', '/management/?language_id={languageId}'],
    },
    '/structure': {
      module: './features/company/StructurePage',
      data: ['/pages/structure/?language_id={languageId}', '/structure/?language_id={languageId}'],
    },
    '/documents': {
      module: './features/documents/DocumentsPage',
      data: ['/pages/documents/?language_id={languageId}', '/documents/?language_id={languageId}'],
    },
    '/rights': {
      module: './features/rights/RightsPage',
      data: ['/pages/rights/?language_id={languageId}', '/rights/?language_id={languageId}', '/reception-days/?language_id={languageId}'],
    },
    '/news': {
      module: './features/news/NewsListPage',
      data: ['/pages/news/?language_id={languageId}', '/news/?language_id={languageId}&page=1&page_size=9'],
    },
    // The press centre is the news list (each pattern names its own chunk: see pageChunkName).
    '/press-center': { module: './features/news/NewsListPage' },
    '/news/:slug': {
      module: './features/news/NewsItemPage',
      data: ['/news/:slug/?language_id={languageId}', '/news/?language_id={languageId}&page=1&page_size=50'],
    },
    '/addresses': {
      module: './features/locations/AddressesPage',
      data: ['/pages/addresses/?language_id={languageId}', '/offices/?language_id={languageId}'],
    },
    '/gallery': {
      module: './features/gallery/GalleryPage',
      data: ['/pages/gallery/?language_id={languageId}', '/gallery/photos/?language_id={languageId}'],
    },
    '/vacancy': {
      module: './features/vacancy/VacancyListPage',
      data: ['/pages/vacancy/?language_id={languageId}', '/Vacancy/?language_id={languageId}'],
    },
    '/vacancy/:slug': { module: './features/vacancy/VacancyDetailPage', data: ['/Vacancy/:slug/?language_id={languageId}'] },
    '/tenders': {
      module: './features/tenders/TendersPage',
      data: ['/pages/tenders/?language_id={languageId}', '/tenders/?language_id={languageId}'],
    },
    '/privacy': { module: './features/privacy/PrivacyPage', data: ['/pages/privacy/?language_id={languageId}'] },
    // No data: the search's requests depend on the query.
    '/search': { module: './features/search/SearchPage' },
  },
  widgets: {},
} as const satisfies RemoteDeclaration<'mfe_about'>;
