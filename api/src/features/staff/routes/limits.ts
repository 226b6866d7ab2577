/** How many requests a minute each staff route takes from one client address. */

/** Officers browse quickly: many requests a minute, each behind a verified token. */
export const INBOX_RATE_LIMIT = { max: 3000, timeWindow: 60_000 };

/** Automation's requests to the content API: a few a minute per address. */
export const STAFF_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** The content studio: a person's screens, a few calls per click. */
export const STUDIO_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/** Picture uploads: each is scanned and encoded at four widths, a second or two of a core. */
export const PICTURE_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
