/** The field Web Vitals beacon the shell sends to POST /api/vitals, as the API's document states it. */
import type { paths } from '../schema.gen';

export type VitalsBeacon = paths['/api/vitals']['post']['requestBody']['content']['application/json'];
