// The remotes and the modules each exposes, with their props: the one place that says what
// crosses between remotes (`RemoteSlot` loads only names listed here).
import type { ComponentType } from 'react';
import type { LangCode } from '../i18n/locales';

// The remotes' names are the route table's keys.
export { REMOTE_NAMES, type RemoteName } from '../routing/routes';

/** Props every page gets from the shell. */
export interface PageProps {
  lang: LangCode;
  /** Route parameters of the matched pattern (e.g. `{ slug: '6' }`). */
  params: Record<string, string>;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/** What every remote's `./routes` module exports. */
export interface RoutesModule {
  /** The contracts version the remote was built against (inlined at build time). */
  contractsVersion: string;
  /** The build of the remote (inlined at build time), shown in `data-remote-build`. */
  buildId: string;
  /** Pattern (from ROUTE_TABLE) → lazily loaded page. */
  pages: Record<string, PageLoader>;
}

/** The currencies the bank quotes. */
export type Currency = 'TJS' | 'USD' | 'EUR' | 'RUB';

// What a calculator reads of the product a page hands it: part of the API's record (`Credit`,
// `Deposit` of @ssb/api-client have it all), written out so that the contract imports nothing.
interface CalculatedProduct {
  id: number;
  title: string;
  currency: Currency;
  minAmount: number;
  maxAmount: number;
  minMonths: number;
  maxMonths: number;
}

// Props of the widgets remotes expose. A page that has the product (in its language) passes it to
// the calculator, which then does not ask the API again; without it the calculator loads it by id.
export interface CreditCalculatorProps {
  creditId: number;
  /** `percent`: annual. */
  credit?: CalculatedProduct & { percent: number };
}
export interface DepositCalculatorProps {
  depositId: number;
  /**
   * `upToMonths`: inclusive, null for no upper bound. `interestPayout`: how the deposit pays its
   * interest (the yield follows it); without it, with the amount at maturity.
   */
  deposit?: CalculatedProduct & {
    rateTiers: { upToMonths: number | null; percent: number }[];
    interestPayout?: 'monthly' | 'maturity';
  };
}
/** The effective annual rate of a credit over its terms, beside its nominal rate on its page. */
export interface CreditEffectiveRateProps {
  credit: NonNullable<CreditCalculatorProps['credit']>;
}
/** A schedule dialog; the embedding page decides when it is shown and closes it on onClose. */
export interface CreditScheduleProps {
  creditId: number;
  amount: number;
  months: number;
  onClose: () => void;
}
export interface DepositScheduleProps extends Omit<CreditScheduleProps, 'creditId'> {
  depositId: number;
}
export interface NewsletterBoxProps {
  /** Visual variant: the footer's dark band or a plain card. */
  variant?: 'footer' | 'card';
}
export interface ComplaintFormProps {
  /** Optional heading override; the form brings its own localised heading. */
  heading?: string;
}
export type DialogHostProps = Record<string, never>;

export interface ExposedWidgets {
  'mfe_calculators/CreditCalculator': CreditCalculatorProps;
  'mfe_calculators/DepositCalculator': DepositCalculatorProps;
  'mfe_calculators/CreditEffectiveRate': CreditEffectiveRateProps;
  'mfe_calculators/CreditSchedule': CreditScheduleProps;
  'mfe_calculators/DepositSchedule': DepositScheduleProps;
  'mfe_applications/NewsletterBox': NewsletterBoxProps;
  'mfe_applications/ComplaintForm': ComplaintFormProps;
  'mfe_applications/DialogHost': DialogHostProps;
}

export type WidgetName = keyof ExposedWidgets;

/** What every exposed widget module exports. */
export interface WidgetModule<P> {
  contractsVersion: string;
  buildId: string;
  default: ComponentType<P>;
}
