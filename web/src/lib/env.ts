// Checked once, when analytics first loads, so a mistyped endpoint fails loudly instead of
// silently dropping data. The platform's URL parser does the check: zod stays off the
// landing page's weight (see docs/benchmarks.md).
function analyticsEndpoint(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !URL.canParse(value)) {
    throw new Error(`VITE_ANALYTICS_ENDPOINT must be a URL or empty, not ${JSON.stringify(value)}`);
  }
  return value;
}

export const env = {
  VITE_ANALYTICS_ENDPOINT: analyticsEndpoint(import.meta.env.VITE_ANALYTICS_ENDPOINT),
} as const;
