/**
 * The CDK app: `npx cdk synth|deploy --all`. Stacks are built by lib/app.ts, which the
 * infra tests reuse, so what is tested is what deploys.
 */
import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app';

const app = new App();
buildApp(app, {
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    // Synth works without any AWS configuration; deploys pick the profile's region.
    region: process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION ?? 'us-east-1',
  },
});
app.synth();
