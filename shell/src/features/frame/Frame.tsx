import type { ReactElement } from 'react';
import type { Location } from 'react-router-dom';
import styled from 'styled-components';
import { Header } from '../header';
import { DeferredFooter } from '../footer';
import { Toast } from '../alerts';
import { ApplicationDialogMount } from '../applications';
import { LoadingBar } from '../loading-bar';
import { BottomMenu, MobilePanel, MobileMenuProvider, useMobileMenu } from '../mobile';
import { TabTypeProvider } from '../tabs';
import { PageMetaProvider } from '../meta';
import { useLanguagePersistence } from '../language';
import { usePrefetchLinks } from '../prefetch';
import { PageTransition, useOutInLocation } from '../transition';
import { SkipLink } from './SkipLink';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  main {
    flex: 1;
    /* The footer starts below the fold: it never jumps while a page loads, and its
       newsletter widget is not fetched for the first paint. */
    min-height: 100vh;
    outline: none;
  }
`;

// The search dialog and the side panel stay in the frame's chunk: loaded on demand, a key
// pressed while their code was on its way (Escape) would be lost.
const Panel = () => {
  const menu = useMobileMenu();
  return menu.open ? <MobilePanel onClose={menu.hide} /> : null;
};

const mainElement = () => document.getElementById('main');

/**
 * The frame around every page: skip link, loading bar, header with tabs and sub-navigation,
 * the page (with its out-in transition), footer, the phone's bottom menu and panel, the toast.
 * `children` renders the routes for the location being shown.
 */
export function Frame({ children }: { children: (location: Location) => ReactElement }) {
  useLanguagePersistence();
  usePrefetchLinks(mainElement);
  const { location, phase } = useOutInLocation();
  return (
    <PageMetaProvider>
      <TabTypeProvider>
        <MobileMenuProvider>
          <Page>
            <SkipLink />
            <LoadingBar />
            <Header />
            <main id="main" tabIndex={-1}>
              <PageTransition phase={phase}>{children(location)}</PageTransition>
            </main>
            <DeferredFooter />
            <BottomMenu />
            <Panel />
            <Toast />
            <ApplicationDialogMount />
          </Page>
        </MobileMenuProvider>
      </TabTypeProvider>
    </PageMetaProvider>
  );
}
