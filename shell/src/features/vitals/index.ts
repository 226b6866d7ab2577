// What the vitals feature offers the app's start; web-vitals itself is loaded only on demand.
export { startVitalsReporting } from './startVitalsReporting';
