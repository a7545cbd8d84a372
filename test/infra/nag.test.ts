import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { fullPath, HTTP_ROUTES } from '../../functions/routes';
import { PUBLIC_ROUTE_REASONS, publicRouteReason } from '../../lib/nag-suppressions';
import { configuredTestApp, defaultTestApp, nagFindings } from './support';

/**
 * cdk-nag's AWS Solutions pack over every stack: a finding is either fixed in the stacks or
 * acknowledged, with its reason, in lib/nag-suppressions.ts (listed in docs/security.md).
 * Both shared apps are checked: the defaults, and every optional feature with a web build
 * (custom domain, Google, Bedrock, Stripe, SES mail, the site upload).
 */
describe('cdk-nag AWS Solutions checks', () => {
  it('leave no finding unexplained with the default context', () => {
    expect(nagFindings(defaultTestApp())).toEqual([]);
  });

  it('leave no finding unexplained with every optional feature configured', () => {
    expect(nagFindings(configuredTestApp())).toEqual([]);
  });

  it('are really run: a bare bucket is reported', () => {
    const app = new App();
    const stack = new Stack(app, 'Scratch');
    new Bucket(stack, 'Bare');
    Aspects.of(app).add(new AwsSolutionsChecks());
    const messages = app
      .synth()
      .getStackArtifact(stack.artifactId)
      .messages.map((m) => String(m.entry.data));
    expect(messages.some((m) => m.startsWith('AwsSolutions-S1:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('AwsSolutions-S10:'))).toBe(true);
  });
});

describe('public routes', () => {
  const publicRoutes = HTTP_ROUTES.filter((r) => !r.auth && !r.premium);

  it('each has a reason to be public', () => {
    expect(publicRoutes.filter((r) => !publicRouteReason(r)).map(fullPath)).toEqual([]);
  });

  it('no reason is kept for a route that is gone or now signed-in', () => {
    const keys = new Set(publicRoutes.map((r) => `${r.method} ${fullPath(r)}`));
    expect(Object.keys(PUBLIC_ROUTE_REASONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});
