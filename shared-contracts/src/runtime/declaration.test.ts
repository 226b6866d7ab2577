import { REMOTE_NAMES, ROUTES_BY_REMOTE } from '../routing/routes';
import { declarationProblems, pageDataOf, type RemoteDeclaration } from './declaration';

/** A declaration of mfe_applications that agrees with the contract. */
function applications(): RemoteDeclaration<'mfe_applications'> {
  return {
    name: 'mfe_applications',
    intlScope: './i18n/scope',
    pages: { '/apply': { module: './features/apply/ApplyPage' }, '/application-status': { module: './features/status/ApplicationStatusPage' } },
    widgets: {
      DialogHost: { module: './features/dialog/DialogHost', export: 'DialogHost' },
      NewsletterBox: { module: './features/newsletter/NewsletterBox', export: 'NewsletterBox' },
      ComplaintForm: { module: './features/complaint/ComplaintForm', export: 'ComplaintForm' },
    },
  };
}

it('finds nothing wrong with a declaration that agrees with the contract', () => {
  expect(declarationProblems(applications())).toEqual([]);
});

it('names a page of the contract that is missing and one the remote does not own', () => {
  const declaration = { ...applications(), pages: { '/Credit': { module: './features/x/X' } } };
  expect(declarationProblems(declaration)).toEqual([
    "page /apply is the remote's in the contract but not declared",
    "page /application-status is the remote's in the contract but not declared",
    "page /Credit is declared but not the remote's in the contract",
  ]);
});

it("names a widget the contract does not list under the remote's name", () => {
  const declaration = { ...applications(), widgets: { ...applications().widgets, CreditCalculator: { module: './features/x/X', export: 'X' } } };
  expect(declarationProblems(declaration)).toEqual(["widget CreditCalculator is declared but not the remote's in the contract"]);
});

it('refuses an unknown remote, module paths outside src/ and data templates with parameters the pattern lacks', () => {
  expect(declarationProblems({ ...applications(), name: 'mfe_other' })).toEqual([
    `mfe_other is not a remote of the contract (${REMOTE_NAMES.join(', ')})`,
  ]);
  expect(declarationProblems(null)).toEqual(['the declaration is not an object']);
  const bad = {
    ...applications(),
    pages: { ...applications().pages, '/apply': { module: '../../shell/src/App', data: ['/credits/:slug/'] } },
    widgets: { ...applications().widgets, DialogHost: { module: './features/dialog/DialogHost', export: 'not a name' } },
  };
  expect(declarationProblems(bad)).toEqual([
    'page /apply: module must be a path such as ./features/news/NewsListPage',
    'page /apply: data template /credits/:slug/ uses :slug, which the pattern has not',
    'widget DialogHost: export must name the component',
  ]);
});

it('gives the page data the manifest carries: only pages that declare some', () => {
  const about: RemoteDeclaration<'mfe_about'> = {
    name: 'mfe_about',
    intlScope: './i18n/scope',
    pages: Object.fromEntries(
      ROUTES_BY_REMOTE.mfe_about.map((pattern) => [
        pattern,
        { module: './features/p/P', ...(pattern === '/news/:slug' ? { data: ['/news/:slug/'] } : {}) },
      ]),
    ) as RemoteDeclaration<'mfe_about'>['pages'],
    widgets: {},
  };
  expect(declarationProblems(about)).toEqual([]);
  expect(pageDataOf(about)).toEqual({ '/news/:slug': ['/news/:slug/'] });
});
