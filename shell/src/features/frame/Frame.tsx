import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { Toast } from '../alerts/Toast';
import { useDocumentLanguage } from './useDocumentLanguage';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
  }
`;

export function Frame({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  return (
    <Page>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <Toast />
    </Page>
  );
}
