/** A schedule instant as a datetime-local input holds it, in Dushanbe time (UTC+5, no summer time), and back. */
const OFFSET_MS = 5 * 3_600_000;

/** `2026-11-26T08:00` (Dushanbe) → `2026-11-26T08:00:00+05:00`; empty → null. */
export const instantOf = (local: string): string | null => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:00` : null);

/** An ISO instant → what a datetime-local input shows in Dushanbe; null → empty. */
export const localOf = (iso: string | null): string => (iso ? new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16) : '');
