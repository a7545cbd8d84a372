import { describe, expect, it, vi } from 'vitest';
import { isLocalHostname, sendPageView, shouldSendAnalytics } from './analytics';

const ENDPOINT = 'https://collector.example.com/v1/pageview';

describe('shouldSendAnalytics', () => {
  it.each(['localhost', '127.0.0.1', '::1', '[::1]', 'LOCALHOST', 'clarity.local', 'api.localhost'])(
    'keeps quiet for the local host %s',
    (host) => {
      expect(isLocalHostname(host)).toBe(true);
      expect(shouldSendAnalytics(host, ENDPOINT)).toBe(false);
    },
  );

  it('sends for a real host when an endpoint is configured', () => {
    expect(shouldSendAnalytics('app.clarity.example', ENDPOINT)).toBe(true);
  });

  it.each([undefined, null, '', '   '])('keeps quiet without an endpoint (%s)', (endpoint) => {
    expect(shouldSendAnalytics('app.clarity.example', endpoint)).toBe(false);
  });

  it('does not mistake hosts that merely contain "local" for local ones', () => {
    expect(shouldSendAnalytics('localhost.example.com', ENDPOINT)).toBe(true);
    expect(shouldSendAnalytics('app.locals.io', ENDPOINT)).toBe(true);
  });
});

describe('sendPageView', () => {
  it('beacons the path to the endpoint on a real host', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });

    expect(sendPageView('/dashboard', ENDPOINT, 'app.clarity.example')).toBe(true);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(await blob.text())).toMatchObject({ type: 'pageview', path: '/dashboard' });
  });

  it('sends nothing from localhost', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });

    expect(sendPageView('/dashboard', ENDPOINT, 'localhost')).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
