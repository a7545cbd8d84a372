/**
 * True for a path on this site ("/challenge/abc?x=1"), false for anything that could leave it
 * ("//evil.example", "https://…", "/\\evil"), so stored or received redirect targets cannot be
 * turned into an open redirect. Mirrors the check the API applies to finalRedirect.
 */
export function isSameSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 512 && /^\/(?!\/)[^\s\\]*$/.test(value);
}
