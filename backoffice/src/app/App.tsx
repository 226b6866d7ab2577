/**
 * The back office app: the staff member's language (their choice, else Tajik), the bank's
 * theme, and a route per page of shared/pages.ts, each shown only to the roles it names (the
 * server has already refused the page itself to anyone else).
 */
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { theme } from '@ssb/contracts';
import { CATALOGS } from '../shared/i18n';
import { mayOpen, PAGES, type Lang, type PageName } from '../shared/pages';
import type { SessionInfo } from './api';
import { Layout } from './parts/Layout';
import { Home } from './pages/Home';
import { Inbox } from './pages/Inbox';
import { ApplicationPage } from './pages/ApplicationPage';
import { AccessRecord } from './pages/AccessRecord';
import { MachineTokens } from './pages/MachineTokens';
import { Retention } from './pages/Retention';
import { ChangePage, HistoryPage, KindItems, NewItemPage, RatesPage, StudioHome } from './studio';

const LOCALES: Record<Lang, string> = { tj: 'tg-TJ', ru: 'ru-RU', en: 'en-US' };

const GlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${({ theme: t }) => t.colors.background};
    color: ${({ theme: t }) => t.colors.text};
    font-family: ${({ theme: t }) => t.font.family};
    font-size: ${({ theme: t }) => t.type.body.size}px;
    line-height: ${({ theme: t }) => t.type.body.line}px;
  }
  a { color: ${({ theme: t }) => t.colors.primaryStrong}; }
  :focus-visible { outline: 2px solid ${({ theme: t }) => t.colors.primary}; outline-offset: 2px; }
`;

export function App({ session }: { session: SessionInfo }) {
  const lang = session.lang;
  const page = (name: PageName, element: React.ReactNode) => (mayOpen(name, session.roles) ? element : null);
  return (
    <IntlProvider locale={LOCALES[lang]} defaultLocale="tg-TJ" messages={CATALOGS[lang]}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <Layout session={session} lang={lang}>
            <Routes>
              <Route path={PAGES.home.path} element={<Home session={session} />} />
              <Route path={PAGES.inbox.path} element={page('inbox', <Inbox />)} />
              <Route path={PAGES.application.path} element={page('application', <ApplicationPage session={session} />)} />
              <Route path={PAGES.accessRecord.path} element={page('accessRecord', <AccessRecord />)} />
              <Route path={PAGES.machineTokens.path} element={page('machineTokens', <MachineTokens />)} />
              <Route path={PAGES.retention.path} element={page('retention', <Retention />)} />
              <Route path={PAGES.studio.path} element={page('studio', <StudioHome session={session} />)} />
              <Route path={PAGES.rates.path} element={page('rates', <RatesPage />)} />
              <Route path={PAGES.change.path} element={page('change', <ChangePage session={session} />)} />
              <Route path={PAGES.newItem.path} element={page('newItem', <NewItemPage lang={lang} />)} />
              <Route path={PAGES.editItem.path} element={page('editItem', <NewItemPage lang={lang} />)} />
              <Route path={PAGES.itemHistory.path} element={page('itemHistory', <HistoryPage />)} />
              <Route path={PAGES.contentKind.path} element={page('contentKind', <KindItems lang={lang} />)} />
            </Routes>
          </Layout>
        </BrowserRouter>
      </ThemeProvider>
    </IntlProvider>
  );
}
