// What the effective-rate feature offers: the widget a credit's page shows beside its nominal rate.
export { CreditEffectiveRate } from './CreditEffectiveRate';
