const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "12 March 2025" from an ISO timestamp, in UTC. Written out by hand rather than with Intl so the
 * server's render and the browser's hydration produce the same text whatever ICU each one ships.
 * An unreadable timestamp yields an empty string.
 */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
