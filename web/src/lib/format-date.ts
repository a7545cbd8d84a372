const memberSinceFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** "January 15, 2025" for an ISO timestamp; an unreadable value yields null rather than "Invalid Date". */
export function formatLongDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : memberSinceFormat.format(date);
}
