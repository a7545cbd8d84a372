/** The browser's IANA time zone, so the server counts "today" and "this week" in the learner's own days. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
