import { env } from './env';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0']);

export function isLocalHostname(hostname: string): boolean {
  // URL.hostname keeps the brackets around IPv6 literals.
  const host = hostname
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return LOCAL_HOSTNAMES.has(host) || host.endsWith('.localhost') || host.endsWith('.local');
}

/** Page views go out only when an endpoint is configured and the API is not a developer's machine. */
export function shouldSendAnalytics(apiHostname: string, endpoint: string | undefined | null): boolean {
  return Boolean(endpoint?.trim()) && apiHostname.trim() !== '' && !isLocalHostname(apiHostname);
}

export interface PageView {
  type: 'pageview';
  /** Path only: query strings can carry tokens (e.g. /oauth2/redirect?token=...). */
  path: string;
  referrer: string;
  title: string;
  timestamp: string;
}

export function sendPageView(
  path: string,
  endpoint: string | undefined = env.VITE_ANALYTICS_ENDPOINT,
  // The API is served from the same origin as the app.
  apiHostname: string = window.location.hostname,
): boolean {
  if (!endpoint || !shouldSendAnalytics(apiHostname, endpoint)) return false;
  if (typeof navigator.sendBeacon !== 'function') return false;
  const view: PageView = {
    type: 'pageview',
    path,
    referrer: document.referrer,
    title: document.title,
    timestamp: new Date().toISOString(),
  };
  // text/plain keeps the beacon a "simple" request, so a cross-origin collector needs no preflight.
  const blob = new Blob([JSON.stringify(view)], { type: 'text/plain' });
  return navigator.sendBeacon(endpoint, blob);
}
