import { act, fireEvent, screen, within } from '@testing-library/react';
// The API's seed record (@ssb/fixtures): the page shows the policy the API serves.
import { inLanguage, privacyPage } from '@ssb/fixtures';
import { fakeApi, httpError, renderPage } from '../../test/render';
import PrivacyPage from './PrivacyPage';
import { splitSections } from './sections';

const T = { timeout: 5000 };
const policy = inLanguage(privacyPage, 'en');
const headings = policy.body.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));

describe('privacy', () => {
  it('shows the policy with contents that link to each of its sections', async () => {
    const { api } = fakeApi({ '/pages/privacy/': policy });
    renderPage(<PrivacyPage />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, T)).toBeInTheDocument();
    expect(screen.getByText(/Version of 26 November 2026/)).toBeInTheDocument();
    const links = within(screen.getByTestId('privacy-contents')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(headings);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveAccessibleName(link.textContent!);
    }
    // What the brief of a bank's policy must say: the data, no sale, consent for the bureau, rights, storage, officer.
    const rights = screen.getByRole('region', { name: '7. Your rights' });
    expect(rights).toHaveTextContent('withdraw your consent');
    expect(screen.getByRole('region', { name: '6. Who receives it' })).toHaveTextContent(
      /does not sell.*credit bureau: only with your written consent/,
    );
    expect(screen.getByRole('region', { name: '2. What data we collect' })).toHaveTextContent(/Passport details and taxpayer identification number/);
    // What the site keeps in the browser, in a customer's words: no code names, no interfaces.
    const kept = screen.getByRole('region', { name: '9. What the site keeps in your browser' });
    expect(kept).toHaveTextContent(/The language you chose.*reloads only once.*a random number.*linked to no person/);
    expect(kept).toHaveTextContent(/one page view in ten.*no number of yours.*7 days/);
    expect(kept).toHaveTextContent(/shows no consent banner/);
    expect(kept.textContent).not.toMatch(/ssb[_:]|\/api\/|sendBeacon|localStorage|sessionStorage|HttpOnly|LCP/);
    // The technical list below it, for those who check.
    const storage = screen.getByRole('region', { name: '12. The technical list' });
    // Every cookie, entry and beacon with its purpose and lifetime, as a table (a card per row on a phone).
    const tables = within(storage).getAllByRole('table');
    expect(tables).toHaveLength(2);
    expect(
      within(tables[0]!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Technical name', 'Kind', 'Purpose', 'Lifetime']);
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) =>
          within(tr)
            .getAllByRole('cell')
            .map((td) => td.textContent),
        );
    expect(rowsOf(tables[0]!).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['lang', 'cookie', '1 year'],
      ['lang', 'browser storage (localStorage)', 'until you clear the browser’s data'],
      ['ssb:chunk-reload-at', 'session storage (sessionStorage)', 'until you close the tab'],
      ['ssb:release-set-reload', 'session storage (sessionStorage)', 'until you close the tab'],
      ['ssb_preview', 'cookie that only the site’s server reads, signed', 'up to 4 hours'],
      ['ssb_content_preview', 'cookie that only the site’s server reads, signed', 'up to 30 minutes'],
      ['ssb_cohort', 'cookie that only the site’s server reads', '90 days'],
    ]);
    expect(rowsOf(tables[1]!)[0]).toEqual([
      'POST /api/vitals',
      'a note the browser sends as you leave a page (beacon)',
      expect.stringMatching(/trial group \(not the cookie’s number\).*No identifier of any kind/),
      expect.stringMatching(/^7 days/),
    ]);
    // Two tables, two names: regions of one name would be one landmark too many (axe: landmark-unique).
    expect(
      within(storage)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label') ?? r.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(storage).getByRole('region', { name: 'The site’s cookies and browser storage' })).toBeInTheDocument();
    expect(within(storage).getByRole('region', { name: 'The site’s beacons' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '10. Data protection officer' })).toHaveTextContent('privacy@ssb.tj');
    await act(async () => undefined);
  });

  it('keeps a heading and offers a retry when the policy cannot be loaded', async () => {
    let fail = true;
    const { api } = fakeApi({ '/pages/privacy/': () => (fail ? Promise.reject(httpError(503)) : policy) });
    renderPage(<PrivacyPage />, { api, lang: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' }, T)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, T)).toBeInTheDocument();
  });

  it('puts blocks under the heading before them, and blocks before any heading in the preamble', () => {
    const p = (text: string) => ({ kind: 'paragraph' as const, text });
    const h = (text: string) => ({ kind: 'heading' as const, text });
    const { preamble, sections } = splitSections([p('intro'), h('One'), p('a'), p('b'), h('Two')]);
    expect(preamble).toEqual([p('intro')]);
    expect(sections).toEqual([
      { id: 'privacy-1', heading: 'One', blocks: [p('a'), p('b')] },
      { id: 'privacy-2', heading: 'Two', blocks: [] },
    ]);
  });
});
