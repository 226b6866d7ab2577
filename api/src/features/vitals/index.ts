/** Web Vitals: the beacons the site server forwards, and the figures the operations page and the canary judge read. */
export { vitalsRoutes } from './routes';
export { DEFAULT_VITALS, type VitalsSettings } from './settings';
