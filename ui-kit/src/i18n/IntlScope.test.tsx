import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntlScope, parsedCatalog, type Messages, type ParsedMessages } from './IntlScope';
import { SiteProvider } from '@ssb/contracts';
import { REMOTE_NAMES, type RemoteName } from '@ssb/contracts';

const NEWS = '{count, plural, one {# новость} few {# новости} other {# новостей}}';

it('parses a catalog that still holds strings (a remote built before catalogs were parsed at build time)', async () => {
  expect(await parsedCatalog({ 'news.count': NEWS, 'bank.name': 'Банк SSB' })).toEqual({ 'news.count': parse(NEWS), 'bank.name': parse('Банк SSB') });
});

it('gives a catalog parsed at build time back as it is', async () => {
  const parsed: ParsedMessages = { 'news.count': parse(NEWS) };
  expect(await parsedCatalog(parsed)).toBe(parsed);
});

const unused = () => Promise.reject(new Error('unused'));
const site = {
  lang: 'ru' as const,
  api: { baseUrl: '/api', get: unused, postJson: unused, postForm: unused, setToken: () => undefined },
  config: {
    apiBaseUrl: '/api',
    internetBankingUrl: '',
    legalInternetBankingUrl: '',
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, ''])) as Record<RemoteName, string>,
  },
};

it.each([
  ['strings', { 'news.count': NEWS }],
  ['parsed messages', { 'news.count': parse(NEWS) }],
])('a scope formats the same from a catalog of %s', async (_kind, catalog) => {
  // As a build delivers it: typed as written, parsed or not at run time.
  const load = () => Promise.resolve({ default: catalog as unknown as Messages });
  const Scope = createIntlScope({ tj: load, ru: load, en: load });
  await act(async () => {
    render(
      <SiteProvider value={site}>
        <Suspense fallback="…">
          <Scope>
            <FormattedMessage id="news.count" values={{ count: 3 }} />
          </Scope>
        </Suspense>
      </SiteProvider>,
    );
  });
  expect(await screen.findByText('3 новости')).toBeInTheDocument();
});
