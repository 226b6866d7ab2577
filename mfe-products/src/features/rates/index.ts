// What the rates feature offers the other features of this part; the rest is its own.
export { RatesTable } from './RatesTable';
export { ratesDate } from './convert';
