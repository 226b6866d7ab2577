/** Why the visitor's position could not be had: each has its own message on the page. */
export type GeoFailure = 'denied' | 'unavailable' | 'timeout';

export interface Position {
  lat: number;
  lng: number;
}

/** How long the browser may take to answer before the page says so (a permission prompt left open included). */
const GEO_TIMEOUT_MS = 10_000;

/**
 * The visitor's position, once, from the browser's Geolocation API; rejects with a GeoFailure.
 * Coarse is enough to sort branches, and a fix up to five minutes old will do.
 */
export function locate(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Position> {
  return new Promise((resolve, reject: (reason: GeoFailure) => void) => {
    if (!geolocation) {
      reject('unavailable');
      return;
    }
    // A browser that never calls back at all (some do, with the prompt dismissed) still ends.
    const timer = setTimeout(() => reject('timeout'), GEO_TIMEOUT_MS + 2_000);
    try {
      geolocation.getCurrentPosition(
        (pos) => {
          clearTimeout(timer);
          resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        },
        (error) => {
          clearTimeout(timer);
          reject(error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable');
        },
        { enableHighAccuracy: false, timeout: GEO_TIMEOUT_MS, maximumAge: 5 * 60_000 },
      );
    } catch {
      clearTimeout(timer);
      reject('unavailable');
    }
  });
}
