/**
 * Sign In, Get Started and Sign Out leave the SPA on purpose (spec, section 2) so every bit of
 * in-memory state is dropped. Kept in one module so tests can observe it.
 */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
