import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The AWS code paths, with the SDK clients mocked: what runs in Lambda, not locally.
beforeAll(() => {
  Object.assign(process.env, {
    STAGE: 'aws',
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'clarity-data',
    COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
    COGNITO_USER_POOL_ID: 'eu-west-1_abc',
    COGNITO_CLIENT_ID: 'client123',
    MAIL_FROM: 'Clarity <hello@clarity.example>',
    MAIL_CONFIGURATION_SET: 'clarity-mail',
    WORKER_SEND_EMAIL_FUNCTION: 'clarity-api-SendEmailWorker',
    LOG_LEVEL: 'silent',
  });
});

const lambda = mockClient(LambdaClient);
const ses = mockClient(SESv2Client);

beforeEach(() => {
  lambda.reset();
  ses.reset();
});

describe('invokeAsync on AWS', () => {
  it('invokes the worker function asynchronously with the JSON payload', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    const { invokeAsync } = await import('../../functions/platform/async-invoke');
    await invokeAsync('send-email', { to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    const calls = lambda.commandCalls(InvokeCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input).toMatchObject({ FunctionName: 'clarity-api-SendEmailWorker', InvocationType: 'Event' });
    expect(JSON.parse(Buffer.from(input?.Payload as Uint8Array).toString('utf8'))).toEqual({
      to: 'a@example.com',
      subject: 'Hi',
      text: 'Hello',
    });
  });

  it('fails loudly when Lambda does not accept the event', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 500 });
    const { invokeAsync } = await import('../../functions/platform/async-invoke');
    await expect(invokeAsync('send-email', {})).rejects.toThrow(/answered 500/);
  });
});

describe('the send-email worker on AWS', () => {
  it('sends a plain-text email from MAIL_FROM through SES', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const { handler } = await import('../../functions/workers/send-email');
    await handler({ to: 'team@clarity.example', subject: 'New feedback', text: 'The timer is great.' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      FromEmailAddress: 'Clarity <hello@clarity.example>',
      ConfigurationSetName: 'clarity-mail',
      Destination: { ToAddresses: ['team@clarity.example'] },
      Content: {
        Simple: { Subject: { Data: 'New feedback' }, Body: { Text: { Data: 'The timer is great.' } } },
      },
    });
  });

  it('refuses a malformed payload without calling SES', async () => {
    const { handler } = await import('../../functions/workers/send-email');
    await expect(handler({ to: 'not-an-address', subject: '', text: '' })).rejects.toThrow();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
