import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '#shared/constants';
import { takePostSignInPath } from './post-sign-in-path';

const storedRedirect = () => window.sessionStorage.getItem(STORAGE_KEYS.redirectPath);

describe('takePostSignInPath', () => {
  it('sends a learner who finished the initial assessment to the dashboard', () => {
    expect(takePostSignInPath({ hasCompletedInitialAssessment: true })).toBe('/dashboard');
  });

  it('sends a learner without the initial assessment to take it', () => {
    expect(takePostSignInPath({ hasCompletedInitialAssessment: false })).toBe('/initial-assessment');
  });

  it('prefers the stored redirect path and forgets it once used', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectPath, '/challenge/share-1');

    expect(takePostSignInPath({ hasCompletedInitialAssessment: false })).toBe('/challenge/share-1');
    expect(storedRedirect()).toBeNull();
    expect(takePostSignInPath({ hasCompletedInitialAssessment: false })).toBe('/initial-assessment');
  });

  it('puts the OAuth finalRedirect first and still clears the stored path', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.redirectPath, '/challenge/old');

    expect(
      takePostSignInPath({ hasCompletedInitialAssessment: true }, { finalRedirect: '/challenge/new' }),
    ).toBe('/challenge/new');
    expect(storedRedirect()).toBeNull();
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', 'challenge/1'])(
    'ignores %s, which would leave the site',
    (target) => {
      window.sessionStorage.setItem(STORAGE_KEYS.redirectPath, target);
      expect(takePostSignInPath({ hasCompletedInitialAssessment: true }, { finalRedirect: target })).toBe(
        '/dashboard',
      );
    },
  );
});
