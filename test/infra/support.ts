import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Aspects, type IAspect, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { buildApp, type ClarityStacks } from '../../lib/app';
import { REPO_ROOT } from '../../lib/constructs/app-function';

export const ACCOUNT = '123456789012';
export const REGION = 'us-east-1';

/** The context cdk.json gives `cdk synth` (app keys and feature flags), so tests build the same app. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

/** A stand-in for `npm run build:web` output: an index page and one hashed asset. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clarity-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Clarity</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("clarity")');
  return dir;
}

export interface BuildOptions {
  context?: Record<string, unknown>;
  /** Build output to deploy; by default a directory that does not exist. */
  webDistDir?: string;
  /** Run cdk-nag's AWS Solutions checks when the app is synthesised (see nagFindings). */
  nag?: boolean;
}

/**
 * Builds every stack without bundling Lambda code (`aws:cdk:bundling-stacks: []`), which
 * keeps each test file to a few seconds and needs neither esbuild output nor Docker.
 */
export function buildTestApp(options: BuildOptions = {}): ClarityStacks {
  const app = new App({
    outdir: mkdtempSync(path.join(tmpdir(), 'clarity-cdk-out-')),
    context: {
      ...cdkJsonContext(),
      'aws:cdk:bundling-stacks': [],
      // With nag, a finding is an error annotation; this flag would make any such error stop
      // the synthesis every test file shares. test/infra/nag.test.ts lists them instead.
      ...(options.nag ? { '@aws-cdk/core:annotationsInValidationReport': false } : {}),
      ...options.context,
    },
  });
  // An aspect, so it must be on the app before its first synthesis.
  if (options.nag) Aspects.of(app).add(new OnceOnly(new AwsSolutionsChecks({ verbose: true })));
  return buildApp(app, {
    env: { account: ACCOUNT, region: REGION },
    webDistDir: options.webDistDir ?? path.join(tmpdir(), 'clarity-no-web-dist'),
  });
}

let shared: ClarityStacks | undefined;

/**
 * The app with default context, built once and shared by every infra test file that needs
 * no other context (the infra project runs its files in one module scope, `isolate: false`),
 * so the app is constructed and synthesised once per run instead of once per file.
 */
export function defaultTestApp(): ClarityStacks {
  shared ??= buildTestApp({ nag: true });
  return shared;
}

/** Every optional context key set, as for a production deploy; the default app covers the defaults. */
export const PRODUCTION_CONTEXT = {
  domainName: 'app.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  googleClientId: '1234-abc.apps.googleusercontent.com',
  googleClientSecretName: 'clarity/google',
  cognitoDomainPrefix: 'clarity-login',
  bedrockModelId: 'us.anthropic.claude-3-5-haiku-20241022-v1:0',
  alarmEmail: 'ops@example.com',
  apiRateLimit: '20',
  stripeSecretName: 'clarity/stripe',
  stripePriceId: 'price_1StrategistAnnual',
  mailFrom: 'Clarity <hello@mail.example.com>',
  feedbackInbox: 'team@example.com',
};

let configured: ClarityStacks | undefined;

/** The app with PRODUCTION_CONTEXT and a web build, built and synthesised once, like the default one. */
export function configuredTestApp(): ClarityStacks {
  configured ??= buildTestApp({ context: PRODUCTION_CONTEXT, webDistDir: fakeWebDist(), nag: true });
  return configured;
}

/**
 * The cdk-nag findings nobody acknowledged, one line each: level, construct path, rule and
 * message. Synthesises the app if no test has yet (the same, cached, synthesis).
 */
export function nagFindings(stacks: ClarityStacks): string[] {
  // Not Annotations.fromStack: it synthesises again.
  const assembly = (stacks.api.node.root as App).synth();
  return Object.values(stacks)
    .filter((value): value is Stack => value instanceof Stack)
    .flatMap((stack) => assembly.getStackArtifact(stack.artifactId).messages)
    .filter((m) => m.level !== 'info' && String(m.entry.data).startsWith('AwsSolutions-'))
    .map((m) => `${m.level} ${m.id}: ${String(m.entry.data).split('\n')[0]}`);
}

/**
 * Checks each construct once. `Annotations.fromStack` synthesises the app again, which would
 * run the checks again on references already turned into cross-stack imports and report
 * each such finding a second time, under another name.
 */
class OnceOnly implements IAspect {
  private readonly seen = new WeakSet<IConstruct>();

  constructor(private readonly inner: IAspect) {}

  visit(node: IConstruct): void {
    if (this.seen.has(node)) return;
    this.seen.add(node);
    this.inner.visit(node);
  }
}

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

/** The one resource of a type whose properties match, by logical id, failing loudly otherwise. */
export function onlyResource(template: Template, type: string, props: object = {}): [string, Resource] {
  const found = Object.entries(template.findResources(type, { Properties: props })) as [string, Resource][];
  if (found.length !== 1) throw new Error(`Expected exactly one ${type} matching, found ${found.length}`);
  return found[0]!;
}

/** Logical id named in a {Ref} or {Fn::GetAtt} value. */
export function referencedId(value: unknown): string | undefined {
  if (value && typeof value === 'object') {
    const ref = (value as { Ref?: string }).Ref;
    if (ref) return ref;
    const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
    if (getAtt) return getAtt[0];
  }
  return undefined;
}

/** All IAM statements attached to the role of a function, flattened. */
export function statementsOfFunction(
  template: Template,
  functionLogicalId: string,
): Record<string, unknown>[] {
  const fn = template.toJSON().Resources[functionLogicalId] as Resource;
  const roleId = referencedId(fn.Properties.Role);
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
  return policies
    .filter((policy) => (policy.Properties.Roles as unknown[]).some((role) => referencedId(role) === roleId))
    .flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
}

/** Actions of a statement as a list, whether written as one string or many. */
export function actionsOf(statement: Record<string, unknown>): string[] {
  const action = statement.Action;
  return Array.isArray(action) ? (action as string[]) : [action as string];
}
