/**
 * What a remote declares in `<remote>/src/remote.ts`: its name, pages, widgets and its pages' first API
 * requests. The build derives the rest (exposes, routes and widget modules, the manifest's page
 * data) and checks it here. It is data the build reads in Node, so it names modules by path; the
 * generated modules import them, so the compiler still checks their props.
 */
import { ROUTES_BY_REMOTE, type PatternOf } from '../routing/routes';
import { REMOTE_NAMES, type RemoteName, type WidgetName } from './remotes';

// Every widget by name, for the checks below: `satisfies` keeps the list complete and exact.
const WIDGET_NAMES = Object.keys({
  'mfe_calculators/CreditCalculator': 1,
  'mfe_calculators/DepositCalculator': 1,
  'mfe_calculators/CreditEffectiveRate': 1,
  'mfe_calculators/CreditSchedule': 1,
  'mfe_calculators/DepositSchedule': 1,
  'mfe_applications/NewsletterBox': 1,
  'mfe_applications/ComplaintForm': 1,
  'mfe_applications/DialogHost': 1,
} satisfies Record<WidgetName, 1>);

/** The short names of the widgets the contract gives a remote (its declaration's `widgets`), in the contract's order. */
export function widgetsOf(name: RemoteName): string[] {
  return WIDGET_NAMES.filter((widget) => widget.startsWith(`${name}/`)).map((widget) => widget.slice(name.length + 1));
}

/** The short names of the widgets remote N exposes: `WidgetOf<'mfe_applications'>` is 'NewsletterBox' | …. */
type WidgetOf<N extends RemoteName> = {
  [K in WidgetName]: K extends `${N}/${infer Short}` ? Short : never;
}[WidgetName];

interface PageDeclaration {
  /** The page's module, relative to `src/` ('./features/news/NewsListPage'); its default export is the page. */
  readonly module: string;
  /** Its first API requests, URL templates ('/news/:slug/?language_id={languageId}') the site server answers in the HTML. */
  readonly data?: readonly string[];
}

interface WidgetDeclaration {
  /** The module, relative to `src/`, and the name of the component it exports. */
  readonly module: string;
  readonly export: string;
}

export interface RemoteDeclaration<N extends RemoteName> {
  readonly name: N;
  /** The module, relative to `src/`, that exports the remote's `IntlScope` (its catalogs). */
  readonly intlScope: string;
  /** Exactly the patterns the contract gives this remote. */
  readonly pages: { readonly [P in PatternOf<N>]: PageDeclaration };
  /** Exactly the widgets the contract lists under this remote's name. */
  readonly widgets: { readonly [W in WidgetOf<N>]: WidgetDeclaration };
}

/** The declaration of any one remote. */
export type AnyRemoteDeclaration = { [N in RemoteName]: RemoteDeclaration<N> }[RemoteName];

const MODULE_PATH = /^\.\/[\w./-]+$/;
const TEMPLATE = /^\/[\w\-./:?=&{}%]*$/;

function sameSet(kind: string, declared: string[], expected: readonly string[]): string[] {
  const missing = expected
    .filter((item) => !declared.includes(item))
    .map((item) => `${kind} ${item} is the remote's in the contract but not declared`);
  const extra = declared.filter((item) => !expected.includes(item)).map((item) => `${kind} ${item} is declared but not the remote's in the contract`);
  return [...missing, ...extra];
}

function templateProblems(pattern: string, templates: unknown): string[] {
  if (templates === undefined) return [];
  if (!Array.isArray(templates)) return [`page ${pattern}: data must be a list of URL templates`];
  const params = new Set(pattern.split('/').filter((part) => part.startsWith(':')));
  return templates.flatMap((template: unknown) => {
    if (typeof template !== 'string' || !TEMPLATE.test(template))
      return [`page ${pattern}: data template ${String(template)} is not a path under the API base`];
    const used = template.match(/:[A-Za-z_]\w*/g) ?? [];
    return used
      .filter((param) => !params.has(param))
      .map((param) => `page ${pattern}: data template ${template} uses ${param}, which the pattern has not`);
  });
}

/** Everything in a declaration that disagrees with this contract, checked where it is read (whatever its types said). */
export function declarationProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['the declaration is not an object'];
  const declaration = value as Partial<Record<keyof AnyRemoteDeclaration, unknown>>;
  const name = declaration.name as RemoteName;
  if (!REMOTE_NAMES.includes(name)) return [`${String(declaration.name)} is not a remote of the contract (${REMOTE_NAMES.join(', ')})`];
  const problems: string[] = [];
  if (typeof declaration.intlScope !== 'string' || !MODULE_PATH.test(declaration.intlScope))
    problems.push('intlScope must be a module path such as ./i18n/scope');
  const pages = (declaration.pages ?? {}) as Record<string, Partial<PageDeclaration> | undefined>;
  const widgets = (declaration.widgets ?? {}) as Record<string, Partial<WidgetDeclaration> | undefined>;
  problems.push(...sameSet('page', Object.keys(pages), ROUTES_BY_REMOTE[name]));
  problems.push(...sameSet('widget', Object.keys(widgets), widgetsOf(name)));
  for (const [pattern, page] of Object.entries(pages)) {
    if (typeof page?.module !== 'string' || !MODULE_PATH.test(page.module))
      problems.push(`page ${pattern}: module must be a path such as ./features/news/NewsListPage`);
    problems.push(...templateProblems(pattern, page?.data));
  }
  for (const [widget, declared] of Object.entries(widgets)) {
    if (typeof declared?.module !== 'string' || !MODULE_PATH.test(declared.module))
      problems.push(`widget ${widget}: module must be a path under src/`);
    if (typeof declared?.export !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(declared.export))
      problems.push(`widget ${widget}: export must name the component`);
  }
  return problems;
}

/** The page data of a declaration, as the manifest carries it: pattern → URL templates. */
export function pageDataOf(declaration: AnyRemoteDeclaration): Record<string, readonly string[]> {
  const pages: Record<string, PageDeclaration> = declaration.pages;
  return Object.fromEntries(Object.entries(pages).flatMap(([pattern, page]) => (page.data ? [[pattern, page.data]] : [])));
}
