/** The header CloudFront adds to requests it forwards to the HTTP API (lib/stacks/web-stack.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
