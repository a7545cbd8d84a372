import { describe, expect, it } from 'vitest';
import { initialAuthMode, referralCodeFrom } from './auth-entry';
import { googleSignInUrl } from './google-sign-in-url';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://app.test').searchParams);

describe('googleSignInUrl', () => {
  it('is the bare authorize path when there is no context', () => {
    expect(googleSignInUrl({})).toBe('/oauth2/authorize/google');
    expect(googleSignInUrl({ guestAttemptId: null, finalRedirect: null, referralCode: '' })).toBe(
      '/oauth2/authorize/google',
    );
  });

  it('carries guest attempt, final redirect and referral code when present', () => {
    const url = googleSignInUrl({
      guestAttemptId: '01JATTEMPT',
      finalRedirect: '/challenge/share-1?x=1',
      referralCode: 'FRIEND42',
    });

    expect(url.startsWith('/oauth2/authorize/google?')).toBe(true);
    expect(query(url)).toEqual({
      guestAttemptId: '01JATTEMPT',
      finalRedirect: '/challenge/share-1?x=1',
      referralCode: 'FRIEND42',
    });
  });

  it('includes only the parameters that are present', () => {
    expect(query(googleSignInUrl({ referralCode: 'FRIEND42' }))).toEqual({ referralCode: 'FRIEND42' });
    expect(query(googleSignInUrl({ guestAttemptId: 'a1' }))).toEqual({ guestAttemptId: 'a1' });
  });

  it('leaves out values the API would refuse', () => {
    expect(googleSignInUrl({ finalRedirect: '//evil.example', referralCode: 'no spaces!' })).toBe(
      '/oauth2/authorize/google',
    );
  });
});

describe('initialAuthMode', () => {
  const params = (search: string) => new URLSearchParams(search);

  it('is sign-in for a plain visit', () => {
    expect(initialAuthMode(params(''), null)).toBe('sign-in');
  });

  it('is sign-up with a referral code, from the assessment, or with a guest attempt waiting', () => {
    expect(initialAuthMode(params('?ref=FRIEND42'), null)).toBe('sign-up');
    expect(initialAuthMode(params('?from=assessment'), null)).toBe('sign-up');
    expect(initialAuthMode(params(''), '01JATTEMPT')).toBe('sign-up');
  });

  it('reads the referral code from ?ref=', () => {
    expect(referralCodeFrom(params('?ref=%20FRIEND42%20'))).toBe('FRIEND42');
    expect(referralCodeFrom(params('?ref='))).toBeUndefined();
  });
});
