import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { CONTEXT_KEYS, readConfig } from '../../lib/config';
import { buildTestApp, cdkJsonContext } from './support';

const configOf = (context: Record<string, unknown>) => readConfig(new App({ context }).node);

describe('deploy configuration', () => {
  it('has a default for everything, so a bare App builds', () => {
    expect(configOf({})).toMatchObject({
      appName: 'clarity',
      logLevel: 'info',
      apiRateLimit: 50,
      apiBurstLimit: 100,
      domainName: undefined,
      googleClientId: undefined,
      resolvedWebOrigin: undefined,
      resolvedGoogleSecretName: 'clarity/google-client-secret',
    });
  });

  it('reads the same values from cdk.json, which lists every key', () => {
    const context = cdkJsonContext();
    expect(Object.keys(context)).toEqual(expect.arrayContaining([...CONTEXT_KEYS]));
    expect(configOf(context)).toEqual(configOf({}));
  });

  it('treats empty strings as unset and numbers given as text as numbers', () => {
    const config = configOf({ googleClientId: '', alarmEmail: '', apiBurstLimit: '250' });
    expect(config.googleClientId).toBeUndefined();
    expect(config.alarmEmail).toBeUndefined();
    expect(config.apiBurstLimit).toBe(250);
  });

  it('derives the web origin from the domain unless given', () => {
    const withDomain = {
      domainName: 'app.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    };
    expect(configOf(withDomain).resolvedWebOrigin).toBe('https://app.example.com');
    expect(configOf({ ...withDomain, webOrigin: 'https://www.example.com' }).resolvedWebOrigin).toBe(
      'https://www.example.com',
    );
  });

  it.each([
    [{ appName: 'Clarity App' }, /appName/],
    [{ domainName: 'app.example.com' }, /certificateArn/],
    [
      { domainName: 'app.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/x' },
      /us-east-1/,
    ],
    [{ googleClientId: 'abc' }, /googleClientId/],
    [{ alarmEmail: 'not-an-email' }, /alarmEmail/],
    [{ webOrigin: 'http://insecure.example.com' }, /webOrigin/],
    [{ webOrigin: 'https://example.com/app' }, /webOrigin/],
    [{ apiRateLimit: 'fast' }, /apiRateLimit/],
    [{ templateCheck: 'yes' }, /templateCheck/],
  ])('rejects %o', (context, message) => {
    expect(() => configOf(context)).toThrow(message);
  });

  it('reads templateCheck as given on the command line', () => {
    expect(configOf({}).templateCheck).toBe(false);
    expect(configOf({ templateCheck: 'true' }).templateCheck).toBe(true);
    expect(configOf({ templateCheck: 'false' }).templateCheck).toBe(false);
  });
});

describe('template check (npm run synth)', () => {
  // The stacks' own warnings, read from the tree: acknowledging one removes it at once.
  const warnings = (context: Record<string, unknown>) => {
    const stacks = buildTestApp({ context });
    return [stacks.api, stacks.web].flatMap((stack) =>
      stack.node.metadata.filter((m) => m.type === 'aws:cdk:warning').map((m) => String(m.data)),
    );
  };

  it('leaves out the two reminders that only matter to a deploy', () => {
    expect(warnings({})).toEqual([
      expect.stringContaining('WEB_ORIGIN unknown'),
      expect.stringContaining('web/dist missing'),
    ]);
    expect(warnings({ templateCheck: true })).toEqual([]);
  });
});
