import { isIanaTimeZone } from '#shared/schemas/common';

/**
 * The browser's IANA time zone, so the server counts "today" and "this week" in the learner's
 * own days. Anything the server would refuse (an unusual runtime's zone name) becomes UTC.
 */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isIanaTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
